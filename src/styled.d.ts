import 'styled-components';
import type { StyledTheme } from '../themes/styled-theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends StyledTheme {}
}
