import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { type FileKind, fileExtension, fileKind } from './file-kind';

// one colour per kind, dark enough for white text (WCAG AA on the 8 px label)
const COLOURS: Record<FileKind, string> = {
  pdf: '#b3261e',
  word: '#1f5bb5',
  sheet: '#1e7b45',
  slides: '#b5541f',
  image: '#6a3fb0',
  archive: '#6b5b2e',
  text: '#4a5360',
  other: '#4a5360',
};

const Icon = styled.span`
  display: inline-block;
  inline-size: 28px;
  block-size: 34px;
  color: var(--file-colour);
  svg { display: block; inline-size: 100%; block-size: 100%; }
`;

/** A document icon coloured and labelled by the file's type (spec 2 §2); its accessible name is the extension. */
export function FileTypeIcon({ fileName }: { fileName: string }) {
  const kind = fileKind(fileName);
  const label = (fileExtension(fileName) || '?').toUpperCase().slice(0, 4);
  return (
    <Icon
      role="img"
      aria-label={label}
      data-kind={kind}
      style={{ '--file-colour': COLOURS[kind] } as CSSProperties}
    >
      <svg viewBox="0 0 28 34" aria-hidden="true">
        <path d="M2 1h17l7 7v25H2z" fill="#fff" stroke="currentColor" strokeWidth="1.5" />
        <path d="M19 1v7h7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="0" y="17" width="24" height="11" rx="2" fill="currentColor" />
        <text x="12" y="25.5" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#fff">
          {label}
        </text>
      </svg>
    </Icon>
  );
}
