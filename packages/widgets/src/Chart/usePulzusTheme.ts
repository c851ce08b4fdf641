import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { type PulzusTheme, theme as defaultTheme } from '../theme/theme';

/** The styled-components theme, or the default Pulzus theme when no ThemeProvider is above. */
export function usePulzusTheme(): PulzusTheme {
  return (useContext(ThemeContext) as PulzusTheme | undefined) ?? defaultTheme;
}
