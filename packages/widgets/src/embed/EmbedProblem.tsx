import styled from 'styled-components';
import { useT } from '../session/useT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

/** Props of {@link EmbedProblem}. */
export interface EmbedProblemProps {
  /** What went wrong, already translated. */
  readonly message: string;
  /** Offers "Try again" when given; default none. */
  readonly onRetry?: (() => void) | undefined;
  /** The heading, already translated; default "This graph cannot be shown". */
  readonly title?: string | undefined;
}

/** Why the embedded graph cannot be shown, readable inside the element, with an optional retry. */
export function EmbedProblem({ message, onRetry, title }: EmbedProblemProps) {
  const { t } = useT();
  return (
    <Frame data-component="Pulzus.EmbedProblem">
      <Alert tone="danger">
        <strong>{title ?? t('embed-error-title')}</strong>
        <p>{message}</p>
      </Alert>
      {onRetry && (
        <Button type="button" $variant="secondary" $size="sm" onClick={onRetry}>
          {t('embed-retry')}
        </Button>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};

  p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    color: ${({ theme }) => theme.colors.text};
  }
`;
