import { css } from 'styled-components';

/** A bordered grid of fields, as the popups' lists and a dimension's settings frame theirs: a small gap, a medium padding. */
export const framedGroup = css`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A {@link framedGroup} whose border takes the danger colour while the group is `aria-invalid`. */
export const framedFields = css`
  ${framedGroup}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** A title and its actions at either end of a row that wraps on narrow screens; the gap is the caller's. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;
