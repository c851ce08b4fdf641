import { formatNumber, type ShareCandidate } from '@pulzus/core';
import { Alert, Button, Checkbox, errorKey, useRouteMutation, useT } from '@pulzus/widgets';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useNotify } from '../shared/useNotify';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-inline-size: 0;
  legend { font-weight: 600; padding: 0 ${({ theme }) => theme.space.xs}; }
  /* a long list scrolls in its box, the options below stay in view */
  .people { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${({ theme }) => theme.space.xs}; max-block-size: 18rem; overflow: auto; padding-inline-start: ${({ theme }) => theme.space.md}; }
  label { overflow-wrap: anywhere; }
  /* a long name or address wraps beside its box on a phone, the box keeps its size */
  [data-component='Pulzus.Checkbox'] { min-inline-size: 0; }
  input { flex-shrink: 0; }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  input { flex-shrink: 0; }
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

/** Props of {@link ShareForm}. */
export interface ShareFormProps {
  /** The survey date shared. */
  surveyDateId: number;
  /** The scoped users it may go to. */
  candidates: readonly ShareCandidate[];
  /** Whether the date is published; an unpublished one cannot be shared (the form is disabled). */
  published: boolean;
}

/**
 * Whom to mail and how (docs/guide/hr-admin.en.md "Sharing a date with scoped users"): every scoped user or some,
 * with or without the report link, and whether those already reached get it again. The server's refusal
 * (`share-already-sent`, `survey-date-not-published`) shows under the button in its catalogue text.
 */
export function ShareForm({ surveyDateId, candidates, published }: ShareFormProps) {
  const { t, language } = useT();
  const notify = useNotify();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(candidates.map((c) => c.user_id)));
  const [includeReport, setIncludeReport] = useState(false);
  const [resend, setResend] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // the send button is disabled while sending, which takes the focus from it: after a refusal it gets the focus
  // back once enabled, so a keyboard user reads the reason and can send again from where they were
  const sendButton = useRef<HTMLButtonElement>(null);
  const [refocusSend, setRefocusSend] = useState(false);
  const create = useRouteMutation('surveyDateShareCreate', { invalidates: ['surveyDateSharesList'] });
  const everyone = candidates.length > 0 && chosen.size === candidates.length;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setProblem(t('admin-shares-choose-someone'));
    setProblem(null);
    try {
      await create.mutateAsync({
        params: { id: surveyDateId },
        // every scoped user: no list, so one made scoped meanwhile is included too
        body: { ...(everyone ? {} : { user_ids: [...chosen] }), include_report: includeReport, resend },
      });
      notify.success('toast-share-queued');
    } catch (error) {
      setProblem(t(errorKey(error)));
      setRefocusSend(true);
    }
  };
  useEffect(() => {
    if (!refocusSend || create.isPending) return;
    sendButton.current?.focus();
    setRefocusSend(false);
  }, [refocusSend, create.isPending]);

  const disabled = !published || create.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin-shares-recipients')}>
      <Group disabled={disabled}>
        <legend>{t('admin-shares-recipients')}</legend>
        <Checkbox
          label={t('admin-shares-everyone', { count: formatNumber(candidates.length, language) })}
          checked={everyone}
          onCheckedChange={(on) => setChosen(new Set(on ? candidates.map((c) => c.user_id) : []))}
        />
        <div className="people">
          {candidates.map((person) => (
            <Checkbox
              key={person.user_id}
              label={`${person.name} <${person.email}>${person.reached ? ` – ${t('admin-shares-reached')}` : ''}`}
              checked={chosen.has(person.user_id)}
              onCheckedChange={(on) => toggle(person.user_id, on)}
            />
          ))}
        </div>
      </Group>
      <Options>
        <Checkbox
          label={t('admin-shares-include-report')}
          checked={includeReport}
          disabled={disabled}
          onCheckedChange={setIncludeReport}
        />
        <Checkbox
          label={t('admin-shares-resend')}
          checked={resend}
          disabled={disabled}
          onCheckedChange={setResend}
        />
      </Options>
      <Button ref={sendButton} type="submit" disabled={disabled} aria-busy={create.isPending || undefined}>
        {t('admin-shares-send')}
      </Button>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </form>
  );
}
