import { LANGUAGE_CODES } from '@pulzus/core';
import { useT } from '@pulzus/widgets';
import { useId } from 'react';
import styled from 'styled-components';
import { useLoginLanguage } from './login-language-store';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  .product { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.colors.primary}; }
  .tagline { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  label { display: grid; gap: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.sm}; }
  select {
    min-block-size: 40px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    font: inherit;
  }
`;

/**
 * The login page's first lines: the product's name and what it is for, and the language choice — the browser's
 * language where it is Hungarian or English, else Hungarian, remembered for the next visit.
 */
export function LoginHeader() {
  const { t } = useT();
  const id = useId();
  const { language, choose } = useLoginLanguage();
  return (
    <Head data-component="Pulzus.LoginHeader">
      <div>
        <p className="product">{t('layout-app-name')}</p>
        <p className="tagline">{t('login-product-tagline')}</p>
      </div>
      <label htmlFor={id}>
        {t('login-language')}
        <select
          id={id}
          value={language}
          onChange={(event) => choose(event.target.value === 'en' ? 'en' : 'hu')}
        >
          {LANGUAGE_CODES.map((code) => (
            // each language named in itself, so it can be found whatever is showing
            <option key={code} value={code} lang={code}>
              {t(`language-${code}`)}
            </option>
          ))}
        </select>
      </label>
    </Head>
  );
}
