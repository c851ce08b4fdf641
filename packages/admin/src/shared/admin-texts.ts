import { interpolate, type LanguageCode, type MessageParams } from '@pulzus/core';

/**
 * Texts of the admin screens that core's catalogue does not have yet (empty lists, the worker
 * group code, the translation upload's problems). Until they move into core's `admin` area they
 * live here, Hungarian and English, with the catalogue's `{{name}}` placeholders.
 */
export const ADMIN_TEXTS = {
  hu: {
    'accounts-empty': 'Még nincs fiók.',
    'users-empty': 'Még nincs felhasználó.',
    'admins-empty': 'Még nincs adminisztrátor.',
    'worker-groups-empty': 'Még nincs munkavállalói csoport.',
    'worker-groups-code': 'Kód',
    'email-templates-empty': 'Nincs e-mail-sablon.',
    'translations-problems': 'A fájl hibái (semmi sem változott):',
    'translations-problem-unknown-key': '{{row}}. sor: ismeretlen kulcs: {{key}}',
    'translations-problem-duplicate-key': '{{row}}. sor: ismétlődő kulcs: {{key}}',
    'translations-problem-placeholders':
      '{{row}}. sor: a(z) {{key}} kulcs {{language}} szövegének helyőrzői eltérnek az eredetitől',
  },
  en: {
    'accounts-empty': 'There are no accounts yet.',
    'users-empty': 'There are no users yet.',
    'admins-empty': 'There are no administrators yet.',
    'worker-groups-empty': 'There are no worker groups yet.',
    'worker-groups-code': 'Code',
    'email-templates-empty': 'There are no e-mail templates.',
    'translations-problems': 'Problems in the file (nothing was changed):',
    'translations-problem-unknown-key': 'Row {{row}}: unknown key: {{key}}',
    'translations-problem-duplicate-key': 'Row {{row}}: duplicate key: {{key}}',
    'translations-problem-placeholders':
      'Row {{row}}: the {{language}} text of {{key}} has other placeholders than the original',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

/** A key of {@link ADMIN_TEXTS}. */
export type AdminTextKey = keyof (typeof ADMIN_TEXTS)['en'];

/** The admin text of a key in a language, with `{{name}}` interpolation. */
export function adminText(language: LanguageCode, key: AdminTextKey, params?: MessageParams): string {
  return interpolate(ADMIN_TEXTS[language][key], params);
}
