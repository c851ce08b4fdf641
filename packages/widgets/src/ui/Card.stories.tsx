import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { Card, Form, FormActions, PageHeader, PageTitle, PublicPage } from './Card';
import { TextField } from './TextField';

const meta = {
  title: 'Common/Card',
  component: Card,
  subcomponents: { Form, FormActions, PageHeader, PageTitle, PublicPage },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin page: a header with the title and the main action, then a card holding a one-column form. */
function AdminPage({ title }: { title: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeader>
        <PageTitle>{title}</PageTitle>
        <Button type="button">Új munkavállalói csoport</Button>
      </PageHeader>
      <Card aria-label="Csoport adatai">
        <Form onSubmit={(event) => event.preventDefault()}>
          <TextField label="Név" defaultValue="Értékesítés" />
          <TextField label="Kód" hint="Üresen hagyva a névből képezzük." />
          <FormActions>
            <Button type="button" $variant="secondary">
              Mégse
            </Button>
            <Button type="submit">Mentés</Button>
          </FormActions>
        </Form>
      </Card>
    </div>
  );
}

/** `PageHeader`, `PageTitle`, `Card`, `Form` and `FormActions` together. */
export const AdminPageLayout: Story = {
  render: () => <AdminPage title="Munkavállalói csoportok" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Munkavállalói csoportok' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Csoport adatai' })).toBeVisible();
  },
};

/** A long Hungarian title on a phone (360 px): the header wraps the action under the title. */
export const LongHungarianTitleOnPhone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  render: () => <AdminPage title="Munkavállalói elégedettségi felmérések időpontjai és gyűjtői" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Új munkavállalói csoport' }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(title.bottom);
  },
};

/** `PublicPage`: the centred column of the login and password pages. */
export const PublicPageColumn: Story = {
  render: () => (
    <PublicPage style={{ minBlockSize: 'auto' }}>
      <Card aria-label="Bejelentkezés">
        <PageTitle>Bejelentkezés</PageTitle>
        <Form onSubmit={(event) => event.preventDefault()}>
          <TextField label="E-mail cím" type="email" autoComplete="username" />
          <TextField label="Jelszó" type="password" autoComplete="current-password" />
          <FormActions>
            <Button type="submit">Belépés</Button>
          </FormActions>
        </Form>
      </Card>
    </PublicPage>
  ),
  play: async ({ canvasElement }) => {
    // the column is 420 px wide on a laptop, however wide the page
    const card = within(canvasElement).getByRole('region', { name: 'Bejelentkezés' });
    await expect(getComputedStyle(card).inlineSize).toBe('420px');
  },
};
