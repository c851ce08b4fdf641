import { routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { Disclosure } from './Disclosure';
import { useSwitchLanguage } from './useSwitchLanguage';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Tick = styled.span`
  display: inline-block;
  inline-size: 1em;
`;

/** The account's languages, asked for as the header shows (an admin without a session account has none). */
export function useAccountLanguages() {
  const client = useApiClient();
  const { isAdmin, sessionAccountId } = useSession();
  const languages = useQuery({
    ...routeQuery(client, sessionAccountId, 'accountLanguages'),
    enabled: !isAdmin || sessionAccountId !== null,
  });
  return languages.data?.languages ?? [];
}

/**
 * The user menu's content: the session account name for admins, and the language list only when
 * the account has more than one language, the current one ticked (spec 1 §2, §4). `onChoose`
 * closes the surrounding menu.
 */
export function UserMenuContent({ onChoose }: { onChoose: () => void }) {
  const { t } = useT();
  const { isAdmin, sessionAccountName, languageId } = useSession();
  const switchLanguage = useSwitchLanguage();
  const headingId = useId();
  const list = useAccountLanguages();
  return (
    <>
      {isAdmin ? (
        <Note>
          {sessionAccountName
            ? t('layout-user-session-account', { name: sessionAccountName })
            : t('layout-user-no-session-account')}
        </Note>
      ) : null}
      {list.length > 1 ? (
        <section aria-labelledby={headingId}>
          <Heading id={headingId}>{t('layout-user-languages')}</Heading>
          <ul>
            {list.map((language) => {
              const current = language.id === languageId;
              return (
                <li key={language.id}>
                  <button
                    type="button"
                    className="item"
                    lang={language.code}
                    aria-pressed={current}
                    onClick={() => {
                      onChoose();
                      if (!current) void switchLanguage(language.id);
                    }}
                  >
                    <Tick aria-hidden="true">{current ? '✓' : ''}</Tick>
                    {language.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The user menu of the wide header: the nickname greeting opens {@link UserMenuContent} (spec 1 §2, §4). */
export function UserMenu() {
  const { t } = useT();
  const { nickname } = useSession();
  // loaded with the header, so the list is there when the menu opens
  useAccountLanguages();
  return (
    <Disclosure name="Pulzus.UserMenu" label={t('layout-user-greeting', { nickname: nickname ?? '' })}>
      {(close) => <UserMenuContent onChoose={close} />}
    </Disclosure>
  );
}
