import { describe, expect, it } from 'vitest';
import { foldText, MASKED_NAME, matchesSearch, nameMasker } from './comment-text';

describe('comment texts (docs/privacy.md "Comments")', () => {
  it('search ignores accents and case, as Hungarian readers type ("szoke" finds "Szőke")', () => {
    expect(foldText('Árvíztűrő TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
    expect(matchesSearch('A vezetőnk, Szőke Péter, sosem figyel.', 'szoke peter')).toBe(true);
    expect(matchesSearch('Több képzés kellene.', 'kepzes')).toBe(true);
    expect(matchesSearch('Több képzés kellene.', 'fizetés')).toBe(false);
  });

  it('names are masked with their Hungarian suffixes, accents and case ignored, other words kept', () => {
    const mask = nameMasker(['Kovács Anna', 'Szőke Péter'], MASKED_NAME.hu);
    expect(mask('Annának és Kovácséknak köszönet, de szoke peter nem segít.')).toBe(
      '[név] és [név] köszönet, de [név] [név] nem segít.',
    );
    expect(mask('A bérezés igazságosabb lehetne.')).toBe('A bérezés igazságosabb lehetne.');
    expect(nameMasker(['John Smith'], MASKED_NAME.en)('Ask smith or JOHN.')).toBe('Ask [name] or [name].');
  });

  it('masking errs towards hiding: a word that begins with a name is masked, one that only contains it is not, parts under three letters mask nothing', () => {
    const mask = nameMasker(['Ede Bo', 'Anna'], '[név]');
    expect(mask('Az edények és a bor jók, Ede és Hanna is.')).toBe(
      'Az [név] és a bor jók, [név] és Hanna is.',
    );
  });
});
