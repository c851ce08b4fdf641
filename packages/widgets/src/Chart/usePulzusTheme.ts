import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import type { PulzusTheme } from '../theme/theme';
import { withDefaultTheme } from '../theme/with-default-theme';

/** The styled-components theme laid over the default Pulzus theme; the default when no ThemeProvider is above. */
export function usePulzusTheme(): PulzusTheme {
  return withDefaultTheme(useContext(ThemeContext));
}
