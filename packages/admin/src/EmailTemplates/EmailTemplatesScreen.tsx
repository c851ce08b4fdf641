import { routeQuery, SelectField, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import { EmailTemplateForm } from './EmailTemplateForm';
import { useAdminMessages } from '../shared/useAdminMessages';

/** The e-mail templates screen (spec 2 §2): choose a template, then edit it; the first is chosen at start. */
export function EmailTemplatesScreen() {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const templates = useQuery(routeQuery(client, sessionAccountId, 'emailTemplatesList'));
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = templates.data?.email_templates ?? [];
  const chosen = list.find((template) => template.id === chosenId) ?? list[0];
  return (
    <ScreenFrame
      name="Pulzus.EmailTemplatesScreen"
      title={t('admin-email-templates-title')}
      status={templates.status}
      error={templates.error}
    >
      {chosen ? (
        <>
          <SelectField
            label={t('admin-email-templates-select')}
            options={list.map((template) => ({ value: template.id, label: template.name }))}
            value={chosen.id}
            onChange={(event) => setChosenId(Number(event.currentTarget.value))}
          />
          {/* a new key per template and version resets the form to the saved values */}
          <EmailTemplateForm key={`${chosen.id}:${templates.dataUpdatedAt}`} template={chosen} />
        </>
      ) : (
        <p>{t('admin-email-templates-empty')}</p>
      )}
    </ScreenFrame>
  );
}
