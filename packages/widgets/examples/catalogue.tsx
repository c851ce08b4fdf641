import { messages } from '@pulzus/core';
import { PulzusProvider } from '@pulzus/widgets';

const catalogue = {
  hu: { ...messages.hu, 'graph-title-total': 'Összesítés' },
  en: { ...messages.en, 'graph-title-total': 'Summary' },
};

<PulzusProvider catalogue={catalogue}>…</PulzusProvider>;
