import 'styled-components';
import type { PulzusTheme } from '@pulzus/widgets';

declare module 'styled-components' {
  export interface DefaultTheme extends PulzusTheme {}
}
