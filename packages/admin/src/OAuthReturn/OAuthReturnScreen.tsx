import { zodResolver } from '@hookform/resolvers/zod';
import {
  DATA_IMPORT_PATH,
  oauthReturnAction,
  PROVIDER_CONNECT_STATE_KEY,
  type ProviderConnectForm,
  zProviderConnectForm,
} from '@pulzus/core';
import {
  Alert,
  Button,
  Card,
  errorKey,
  Form,
  FormActions,
  PageTitle,
  TextField,
  useRouteMutation,
  useT,
} from '@pulzus/widgets';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link OAuthReturnScreen}. */
export interface OAuthReturnScreenProps {
  /** The `code` query parameter of the provider's redirect, or null. */
  code: string | null;
  /** The `state` query parameter of the provider's redirect, or null. */
  state: string | null;
  /** Goes to another page of the portal (the portal passes its router's navigate). */
  navigate: (to: string) => void;
  /** Where the data import screen kept the connect state; default the browser's local storage (spec 2 §2). */
  stateStorage?: Pick<Storage, 'getItem' | 'removeItem'>;
}

type Phase =
  | { readonly step: 'exchanging' }
  | { readonly step: 'naming'; readonly keyId: number }
  | { readonly step: 'failed'; readonly error: unknown };

/**
 * The provider connect return page, /oauth (spec 2 §2, §4, §5, §8): a missing code, or a state
 * that differs from the stored connect state, goes back to /admin/data-import; otherwise the code
 * is exchanged (`POST sm-connect`), then the new API key is named (save disabled while the name is
 * empty, `PATCH sm-api-key/{id}`) and the admin goes back to /admin/data-import.
 */
export function OAuthReturnScreen({ code, state, navigate, stateStorage }: OAuthReturnScreenProps) {
  useAdminMessages();
  const { t } = useT();
  // the connected key shows on the data import screen: its lists reload once it is named
  const { mutateAsync: connectAsync } = useRouteMutation('providerConnect');
  const rename = useRouteMutation('providerApiKeyRename', {
    invalidates: ['providerApiKeys', 'dataImportLimits'],
  });
  const notify = useNotify();
  const [phase, setPhase] = useState<Phase>({ step: 'exchanging' });
  const [saveError, setSaveError] = useState<unknown>(null);
  const started = useRef(false);
  const { register, control, handleSubmit, formState } = useForm<ProviderConnectForm>({
    resolver: zodResolver(zProviderConnectForm),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const name = useWatch({ control, name: 'name' });
  const named = zProviderConnectForm.safeParse({ name }).success;

  useEffect(() => {
    // the code is single use: one exchange, even when an effect runs twice
    if (started.current) return;
    started.current = true;
    const storage = stateStorage ?? window.localStorage;
    const next = oauthReturnAction({ code, state }, storage.getItem(PROVIDER_CONNECT_STATE_KEY));
    if (next.action === 'redirect') {
      navigate(DATA_IMPORT_PATH);
      return;
    }
    storage.removeItem(PROVIDER_CONNECT_STATE_KEY);
    connectAsync({ body: { code: next.code, state: next.state } })
      .then((answer) => setPhase({ step: 'naming', keyId: answer.id }))
      .catch((error: unknown) => setPhase({ step: 'failed', error }));
  }, [connectAsync, code, state, navigate, stateStorage]);

  const onSubmit = handleSubmit(async (values) => {
    if (phase.step !== 'naming') return;
    setSaveError(null);
    try {
      await rename.mutateAsync({ params: { id: phase.keyId }, body: { name: values.name.trim() } });
      // the data import screen that opens next lists the key; the toast says it is connected
      notify.success('toast-provider-connected');
      navigate(DATA_IMPORT_PATH);
    } catch (error) {
      setSaveError(error);
    }
  });

  return (
    <Card
      data-component="Pulzus.OAuthReturnScreen"
      data-state={phase.step === 'exchanging' ? 'loading' : phase.step === 'failed' ? 'error' : 'loaded'}
    >
      <PageTitle>{t('oauth-title')}</PageTitle>
      {phase.step === 'exchanging' ? (
        <p role="status" aria-live="polite">
          {t('oauth-exchanging')}
        </p>
      ) : phase.step === 'failed' ? (
        <>
          <Alert tone="danger">{t(errorKey(phase.error))}</Alert>
          <FormActions>
            <Button type="button" $variant="secondary" onClick={() => navigate(DATA_IMPORT_PATH)}>
              {t('oauth-back')}
            </Button>
          </FormActions>
        </>
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-busy={rename.isPending}>
          <Alert tone="success">{t('oauth-connected')}</Alert>
          <TextField
            label={t('oauth-name')}
            autoComplete="off"
            error={fieldErrorText(t, formState.errors.name)}
            {...register('name')}
          />
          {saveError ? <Alert tone="danger">{t(errorKey(saveError))}</Alert> : null}
          <FormActions>
            <Button type="submit" disabled={!named || rename.isPending}>
              {t('oauth-save')}
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
