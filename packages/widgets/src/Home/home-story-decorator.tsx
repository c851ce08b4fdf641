import type { Decorator } from '@storybook/react-vite';
import { StoryPulzusProvider } from '../mocks/StoryPulzusProvider';

/** The tiles' stories run in a provider (texts in the story's `language` parameter) in a phone-wide column. */
export const withHomeProvider: Decorator = (Story, context) => (
  <StoryPulzusProvider language={context.parameters.language === 'en' ? 'en' : 'hu'}>
    <div style={{ maxInlineSize: 420 }}>
      <Story />
    </div>
  </StoryPulzusProvider>
);
