import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';

/**
 * The portal's graph pages as the page walk saw them (e2e/specs/pages.e2e.ts): the committed first
 * screens at 390 and 1440 px in both languages, on the demo tenant's real data, next to the chart
 * stories that draw the same states from fixtures. `npm run test:screenshots:update` rewrites them
 * (docs/storybook.md "Page walk").
 */
const SHOTS = import.meta.glob<string>('../../../../e2e/screenshots/*/*/graph_*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

interface Shot {
  readonly viewport: string;
  readonly language: string;
  readonly slug: string;
  readonly url: string;
}

const shots: Shot[] = Object.entries(SHOTS)
  .map(([path, url]) => {
    const [, viewport = '', language = '', file = ''] =
      /screenshots\/([^/]+)\/([^/]+)\/graph_(.+)\.png$/.exec(path) ?? [];
    return { viewport, language, slug: file, url };
  })
  .sort((a, b) => a.slug.localeCompare(b.slug));

const Gallery = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(var(--shot-width), 1fr));
  font-family: sans-serif;
  figure {
    margin: 0;
  }
  figcaption {
    font-size: 13px;
    margin-block-end: 6px;
  }
  img {
    display: block;
    width: 100%;
    border: 1px solid #d0d4dc;
  }
`;

function PageWalk({ viewport, language }: { viewport: 'phone' | 'desktop'; language: 'hu' | 'en' }) {
  const chosen = shots.filter((shot) => shot.viewport === viewport && shot.language === language);
  if (chosen.length === 0)
    return <p>No baselines yet: run `npm run test:screenshots:update` (docs/storybook.md "Page walk").</p>;
  return (
    <Gallery style={{ '--shot-width': viewport === 'phone' ? '260px' : '480px' } as React.CSSProperties}>
      {chosen.map((shot) => (
        <figure key={shot.url}>
          <figcaption>/graph/{shot.slug}</figcaption>
          <img src={shot.url} alt={`/graph/${shot.slug}, ${viewport} ${language}`} loading="lazy" />
        </figure>
      ))}
    </Gallery>
  );
}

const meta = {
  title: 'Graph/Page walk (portal screenshots)',
  component: PageWalk,
  parameters: { layout: 'padded', screenshot: false },
} satisfies Meta<typeof PageWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneHungarian: Story = { args: { viewport: 'phone', language: 'hu' } };
export const PhoneEnglish: Story = { args: { viewport: 'phone', language: 'en' } };
export const DesktopHungarian: Story = { args: { viewport: 'desktop', language: 'hu' } };
export const DesktopEnglish: Story = { args: { viewport: 'desktop', language: 'en' } };
