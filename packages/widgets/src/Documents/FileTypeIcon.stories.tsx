import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FileTypeIcon } from './FileTypeIcon';

const meta = {
  title: 'Common/FileTypeIcon',
  component: FileTypeIcon,
  args: { fileName: 'osszefoglalo-jelentes.pdf' },
} satisfies Meta<typeof FileTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF: red, labelled and named "PDF". */
export const Pdf: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'PDF' });
    await expect(icon).toHaveAttribute('data-kind', 'pdf');
  },
};

const EVERY_KIND = [
  'jelentes.pdf',
  'kerdoiv.docx',
  'eredmenyek.xlsx',
  'vezetoi-osszefoglalo.pptx',
  'abra.png',
  'melleklet.zip',
  'jegyzet.txt',
  'adatok.json',
];

/** One icon of each kind, coloured by kind; the label is the extension, at most four letters. */
export const EveryKind: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      {EVERY_KIND.map((fileName) => (
        <li key={fileName}>
          <FileTypeIcon fileName={fileName} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('img')
      .map((icon) => icon.getAttribute('aria-label'));
    await expect(names).toEqual(['PDF', 'DOCX', 'XLSX', 'PPTX', 'PNG', 'ZIP', 'TXT', 'JSON']);
  },
};

/** A file without an extension: "?", in the neutral colour. */
export const NoExtension: Story = {
  args: { fileName: 'OLVASSEL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '?' })).toHaveAttribute('data-kind', 'other');
  },
};
