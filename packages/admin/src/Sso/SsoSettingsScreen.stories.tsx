import { messages, type SsoSettings } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { SsoSettingsScreen } from './SsoSettingsScreen';

const hu = messages.hu;

const EMPTY: SsoSettings = {
  enabled: false,
  protocol: 'oidc',
  issuer_url: '',
  client_id: '',
  has_client_secret: false,
  email_claim: 'email',
  jit_provisioning: false,
  domains: [],
  redirect_uri: 'https://pulzus.example.com/sso/callback',
  saml_idp_entity_id: '',
  saml_sso_url: '',
  saml_metadata_url: '',
  saml_cert_expiries: [],
  sp_entity_id: 'https://pulzus.example.com/api/sso/saml/7/metadata',
  acs_url: 'https://pulzus.example.com/api/sso/saml/7/acs',
  sp_metadata_url: 'https://pulzus.example.com/api/sso/saml/7/metadata',
  slo_url: 'https://pulzus.example.com/api/sso/saml/7/slo',
  saml_slo_url: '',
};

const SAVED: SsoSettings = {
  ...EMPTY,
  enabled: true,
  issuer_url: 'https://login.microsoftonline.com/3f1c0a52-9d1e-4c2b-8a57-0c8e6e2f4b1d/v2.0',
  client_id: '6b2d8f0e-4a1c-4e7b-9d3f-1a2b3c4d5e6f',
  has_client_secret: true,
  jit_provisioning: true,
  domains: [
    { domain: 'acme.example', sso_required: true },
    { domain: 'acme-leanyvallalat-kozponti-szolgaltatasok.example', sso_required: false },
  ],
};

const SAML: SsoSettings = {
  ...EMPTY,
  enabled: true,
  protocol: 'saml',
  saml_idp_entity_id: 'https://sts.windows.net/3f1c0a52-9d1e-4c2b-8a57-0c8e6e2f4b1d/',
  saml_sso_url: 'https://login.microsoftonline.com/3f1c0a52-9d1e-4c2b-8a57-0c8e6e2f4b1d/saml2',
  saml_metadata_url:
    'https://login.microsoftonline.com/3f1c0a52-9d1e-4c2b-8a57-0c8e6e2f4b1d/federationmetadata/2007-06/federationmetadata.xml',
  saml_cert_expiries: ['2029-03-31T12:00:00.000Z'],
  saml_slo_url: 'https://login.microsoftonline.com/3f1c0a52-9d1e-4c2b-8a57-0c8e6e2f4b1d/saml2',
  jit_provisioning: true,
  domains: [{ domain: 'acme.example', sso_required: true }],
};

const handlersFor = (settings: SsoSettings, put?: FakeHandlers[string]): FakeHandlers => ({
  'GET sso/settings': () => ({ body: settings }),
  'PUT sso/settings': put ?? (() => ({ body: settings })),
});

const meta = {
  title: 'Admin/Single sign-on',
  component: SsoSettingsScreen,
  render: () => (
    <AdminStory handlers={handlersFor(SAVED)}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof SsoSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account signing two domains in through Entra ID, one of them with password sign-in refused. */
export const Saved: Story = {};

/** An account without single sign-on: one empty domain row to fill in. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={handlersFor(EMPTY)}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
};

/** While the settings load. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET sso/settings': () => pending() }}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
};

/** The settings could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET sso/settings': () => apiError(500, 'internal') }}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
};

/** A plain-http issuer and a domain that is none: each field says what to fix, nothing is sent. */
export const FieldErrors: Story = {
  render: () => (
    <AdminStory handlers={handlersFor(EMPTY)}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(hu['admin-sso-issuer-url']), 'http://idp.example.com');
    await userEvent.type(canvas.getByLabelText(`${hu['admin-sso-domain']} 1`), 'not a domain');
    await userEvent.click(canvas.getByRole('button', { name: hu['admin-sso-save'] }));
    await expect(await canvas.findByText(hu['sso-field-issuer-invalid'])).toBeVisible();
    await expect(await canvas.findByText(hu['sso-field-domain-invalid'])).toBeVisible();
    await expect(await canvas.findByText(hu['sso-field-required'])).toBeVisible();
  },
};

/** A domain another account signs in: the server's refusal shows under that domain. */
export const DomainTaken: Story = {
  render: () => (
    <AdminStory
      handlers={handlersFor(SAVED, () =>
        apiError(409, 'sso-domain-taken', {
          fields: [{ path: 'domains.1.domain', message: 'error-sso-domain-taken' }],
        }),
      )}
    >
      <SsoSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-sso-save'] }));
    await expect(await canvas.findByText(hu['error-sso-domain-taken'])).toBeVisible();
  },
};

/** An account signing in through SAML: what to register at the identity provider, and its metadata URL. */
export const Saml: Story = {
  render: () => (
    <AdminStory handlers={handlersFor(SAML)}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SAML.acs_url)).toBeVisible();
    await expect(canvas.getByText(SAML.sp_entity_id)).toBeVisible();
    // single logout: the address to register, and the identity provider's own from its metadata
    await expect(canvas.getByText(SAML.slo_url)).toBeVisible();
    await expect(canvas.getByText(SAML.saml_slo_url)).toBeVisible();
    await expect(canvas.getByLabelText(hu['admin-sso-metadata-url'])).toHaveValue(SAML.saml_metadata_url);
    await expect(canvas.queryByLabelText(hu['admin-sso-client-id'])).toBeNull();
  },
};

/** An identity provider whose metadata names no single logout: the screen says sign-out ends Pulzus's session only. */
export const SamlWithoutSingleLogout: Story = {
  render: () => (
    <AdminStory handlers={handlersFor({ ...SAML, saml_slo_url: '' })}>
      <SsoSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(hu['admin-sso-idp-no-slo'])).toBeVisible();
    await expect(canvas.getByText(SAML.slo_url)).toBeVisible();
  },
};

/** Metadata the server could not read: said under the metadata URL. */
export const SamlMetadataRefused: Story = {
  render: () => (
    <AdminStory
      handlers={handlersFor(SAML, () =>
        apiError(400, 'validation-failed', {
          fields: [{ path: 'saml_metadata_url', message: 'sso-field-metadata-unreachable' }],
        }),
      )}
    >
      <SsoSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['admin-sso-save'] }));
    await expect(await canvas.findByText(hu['sso-field-metadata-unreachable'])).toBeVisible();
  },
};
