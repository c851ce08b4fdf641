import type { ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 160px;
`;

/** The action buttons of one table row, a labelled group that wraps on narrow screens. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group role="group" aria-label={label}>
      {children}
    </Group>
  );
}
