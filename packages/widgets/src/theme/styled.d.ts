import 'styled-components';
import type { PulzusTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends PulzusTheme {}
}
