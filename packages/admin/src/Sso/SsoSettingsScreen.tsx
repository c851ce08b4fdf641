import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessageKey, isApiError, type SsoSettings, zSsoSettingsPayload } from '@pulzus/core';
import {
  Button,
  Checkbox,
  Form,
  FormActions,
  routeQuery,
  SelectField,
  TextField,
  useRouteMutation,
  useT,
} from '@pulzus/widgets';
import type { ChangeEvent } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { fieldErrorText } from '../shared/form-error';
import { AccountSettingsScreen } from '../shared/AccountSettingsScreen';
import { useNotify } from '../shared/useNotify';
import { framedFields } from '../shared/layout-styles';

type SsoForm = z.input<typeof zSsoSettingsPayload>;

const Domains = styled.fieldset`
  ${framedFields}
  small { color: ${({ theme }) => theme.colors.danger}; }
`;

const DomainRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  @media (min-width: 720px) { grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) auto; }
`;

const Redirect = styled.p`
  overflow-wrap: anywhere;
  code { user-select: all; }
`;

function initialValues(settings: SsoSettings): SsoForm {
  return {
    enabled: settings.enabled,
    protocol: settings.protocol,
    saml_metadata_url: settings.saml_metadata_url,
    saml_metadata_xml: '',
    issuer_url: settings.issuer_url,
    client_id: settings.client_id,
    client_secret: '',
    email_claim: settings.email_claim,
    jit_provisioning: settings.jit_provisioning,
    domains: settings.domains.length > 0 ? settings.domains : [{ domain: '', sso_required: false }],
  };
}

/** The fields a refused save names (`fields: [{ path, message }]`), each with its catalogue key. */
function refusedFields(error: unknown): Array<{ path: string; message: string }> {
  if (!isApiError(error)) return [];
  const fields = (error.details as { fields?: unknown }).fields;
  return Array.isArray(fields)
    ? fields.filter(
        (f): f is { path: string; message: string } =>
          typeof f?.path === 'string' && typeof f?.message === 'string',
      )
    : [];
}

/** The form of {@link SsoSettingsScreen}, once the stored settings are there. */
function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const { t } = useT();
  const notify = useNotify();
  const save = useRouteMutation('ssoSettingsUpdate', { invalidates: ['ssoSettings'] });
  const { register, control, handleSubmit, setError, setValue, watch, formState } = useForm<SsoForm>({
    resolver: zodResolver(zSsoSettingsPayload),
    defaultValues: initialValues(settings),
    mode: 'onTouched',
  });
  const domains = useFieldArray({ control, name: 'domains' });
  const { errors } = formState;
  const saving = save.isPending;
  const saml = watch('protocol') === 'saml';
  const metadataFile = watch('saml_metadata_xml');

  // an uploaded metadata file travels as its text (docs/sso.md "Settings"); its checks are the server's
  const readMetadata = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setValue('saml_metadata_xml', file ? await file.text() : '', { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ body: values });
      notify.success('toast-sso-saved');
    } catch (error) {
      const refused = refusedFields(error);
      // a domain of another account or a missing secret: said on its field, not in a bare toast
      refused.forEach((field, index) => {
        setError(field.path as FieldPath<SsoForm>, { message: field.message }, { shouldFocus: index === 0 });
      });
      if (refused.length === 0)
        notify.danger(
          isApiError(error) && error.code !== 'validation-failed'
            ? errorMessageKey(error.code)
            : 'toast-sso-save-error',
        );
    }
  });

  const domainsError = fieldErrorText(t, errors.domains?.root ?? errors.domains);
  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={saving} data-state={saving ? 'submitting' : 'loaded'}>
      <p>{t('admin-sso-intro')}</p>
      <SelectField
        label={t('admin-sso-protocol')}
        options={[
          { value: 'oidc', label: t('admin-sso-protocol-oidc') },
          { value: 'saml', label: t('admin-sso-protocol-saml') },
        ]}
        {...register('protocol')}
      />
      {saml ? (
        <>
          <Redirect>
            {t('admin-sso-sp-entity-id')}: <code>{settings.sp_entity_id}</code>
          </Redirect>
          <Redirect>
            {t('admin-sso-acs-url')}: <code>{settings.acs_url}</code>
          </Redirect>
          <Redirect>
            {t('admin-sso-slo-url')}: <code>{settings.slo_url}</code>
          </Redirect>
          {settings.protocol === 'saml' ? (
            <Redirect>
              <a href={settings.sp_metadata_url} download>
                {t('admin-sso-sp-metadata')}
              </a>
            </Redirect>
          ) : null}
        </>
      ) : (
        <Redirect>
          {t('admin-sso-redirect-uri')}: <code>{settings.redirect_uri}</code>
        </Redirect>
      )}
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <Checkbox
            label={t('admin-sso-enabled')}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {saml ? (
        <>
          {settings.saml_idp_entity_id ? (
            <Redirect>
              {t('admin-sso-idp-entity-id')}: <code>{settings.saml_idp_entity_id}</code>
              {settings.saml_cert_expiries.map((expiry) => (
                <span key={expiry}> · {t('admin-sso-cert-expiry', { date: expiry.slice(0, 10) })}</span>
              ))}
            </Redirect>
          ) : null}
          {settings.saml_idp_entity_id ? (
            <Redirect>
              {settings.saml_slo_url ? (
                <>
                  {t('admin-sso-idp-slo')}: <code>{settings.saml_slo_url}</code>
                </>
              ) : (
                t('admin-sso-idp-no-slo')
              )}
            </Redirect>
          ) : null}
          <TextField
            label={t('admin-sso-metadata-url')}
            hint={t('admin-sso-metadata-url-hint')}
            type="url"
            autoComplete="off"
            error={fieldErrorText(t, errors.saml_metadata_url)}
            {...register('saml_metadata_url')}
          />
          <TextField
            label={t('admin-sso-metadata-file')}
            type="file"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            {...(metadataFile ? { hint: t('admin-sso-metadata-file-read') } : {})}
            error={fieldErrorText(t, errors.saml_metadata_xml)}
            onChange={readMetadata}
          />
        </>
      ) : (
        <>
          <TextField
            label={t('admin-sso-issuer-url')}
            hint={t('admin-sso-issuer-url-hint')}
            type="url"
            autoComplete="off"
            error={fieldErrorText(t, errors.issuer_url)}
            {...register('issuer_url')}
          />
          <TextField
            label={t('admin-sso-client-id')}
            autoComplete="off"
            error={fieldErrorText(t, errors.client_id)}
            {...register('client_id')}
          />
          <TextField
            label={t('admin-sso-client-secret')}
            type="password"
            autoComplete="new-password"
            {...(settings.has_client_secret ? { hint: t('admin-sso-client-secret-stored') } : {})}
            error={fieldErrorText(t, errors.client_secret)}
            {...register('client_secret')}
          />
        </>
      )}
      <TextField
        label={t('admin-sso-email-claim')}
        hint={t('admin-sso-email-claim-hint')}
        autoComplete="off"
        error={fieldErrorText(t, errors.email_claim)}
        {...register('email_claim')}
      />
      <Controller
        control={control}
        name="jit_provisioning"
        render={({ field }) => (
          <Checkbox
            label={t('admin-sso-jit')}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Domains aria-invalid={domainsError !== undefined}>
        <legend>{t('admin-sso-domains')}</legend>
        {domains.fields.map((row, index) => (
          <DomainRow key={row.id}>
            <TextField
              label={`${t('admin-sso-domain')} ${index + 1}`}
              autoComplete="off"
              error={fieldErrorText(t, errors.domains?.[index]?.domain)}
              {...register(`domains.${index}.domain`)}
            />
            <Controller
              control={control}
              name={`domains.${index}.sso_required`}
              render={({ field }) => (
                <Checkbox
                  label={t('admin-sso-domain-required')}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              aria-label={`${t('admin-sso-remove-domain')} ${index + 1}`}
              disabled={domains.fields.length === 1}
              onClick={() => domains.remove(index)}
            >
              {t('admin-sso-remove-domain')}
            </Button>
          </DomainRow>
        ))}
        {domainsError ? <small>{domainsError}</small> : null}
        <Button
          type="button"
          $variant="secondary"
          onClick={() => domains.append({ domain: '', sso_required: false })}
        >
          {t('admin-sso-add-domain')}
        </Button>
      </Domains>
      <FormActions>
        <Button type="submit" disabled={saving}>
          {t('admin-sso-save')}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * The session account's single sign-on screen (docs/sso.md "Settings"): the protocol; for OpenID Connect
 * the identity provider's issuer, client id and secret (write-only), for SAML its metadata (URL or
 * file) with what to register there (entity id, ACS URL, SP metadata); the e-mail claim, just-in-time provisioning and the e-mail domains
 * with *password sign-in refused*; every refusal of the server (a domain of another account, a missing
 * secret) is shown on its field.
 */
export function SsoSettingsScreen() {
  return (
    <AccountSettingsScreen
      name="Pulzus.SsoSettingsScreen"
      title="admin-sso-title"
      query={(client, accountId) => routeQuery(client, accountId, 'ssoSettings')}
    >
      {(settings) => <SsoSettingsForm settings={settings} />}
    </AccountSettingsScreen>
  );
}
