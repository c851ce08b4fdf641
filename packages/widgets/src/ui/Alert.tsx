import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The colour of an alert or toast (spec 1 §2: danger, warning, success, primary). */
export type Tone = 'danger' | 'warning' | 'success' | 'primary';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.text : theme.colors[$tone])};
`;

/** An inline message: `danger` ones are announced at once (role alert), others politely (role status). */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </Box>
  );
}
