import { Button, FormActions, useT } from '@pulzus/widgets';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

/** Props of {@link UploadPreview}. */
export interface UploadPreviewProps {
  /** The component name for `data-component`, e.g. `Pulzus.ManualImportPreview`. */
  name: string;
  /** The heading: what the previewed file is. */
  title: string;
  /** What the file would store or change, between the heading and the buttons. */
  children: ReactNode;
  /** Whether the file may not be imported (errors, or nothing to do). */
  blocked: boolean;
  /** Whether the import runs; default false. */
  importing?: boolean;
  /** The status line while the import runs. */
  importingText: string;
  /** The import button's text. */
  importLabel: string;
  /** Sends the real import. */
  onImport: () => void;
  /** Drops the preview. */
  onCancel: () => void;
  /** Extra class for the frame (its gap and border are the caller's). */
  className?: string;
}

/**
 * The frame of a checked upload's preview (`useCheckedUpload`): a section headed by the file, its
 * state as `data-state` (ready, blocked, importing), the running import's status line, and Cancel
 * and Import (disabled while blocked or importing). The heading takes the focus when it appears,
 * so keyboard and screen reader users land on it.
 */
export function UploadPreview({
  name,
  title,
  children,
  blocked,
  importing = false,
  importingText,
  importLabel,
  onImport,
  onCancel,
  className,
}: UploadPreviewProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box
      className={className}
      data-component={name}
      data-state={importing ? 'importing' : blocked ? 'blocked' : 'ready'}
      aria-busy={importing}
      aria-labelledby={headingId}
    >
      <Title ref={heading} id={headingId} tabIndex={-1}>
        {title}
      </Title>
      {children}
      {importing ? (
        <p role="status" aria-live="polite">
          {importingText}
        </p>
      ) : null}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={importing}>
          {t('common-cancel')}
        </Button>
        <Button type="button" onClick={onImport} disabled={blocked || importing}>
          {importLabel}
        </Button>
      </FormActions>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  min-inline-size: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
