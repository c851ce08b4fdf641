import { describe, expect, it } from 'vitest';
import { commentThemes } from './themes';
import type { ThemeComment } from './themes-types';

type Label = 'pay' | 'workload' | 'managers' | 'communication' | 'colleagues' | 'career' | 'tools' | 'remote';

/**
 * Sixty answers to "What would you change at your workplace?" as employees write them — typos, missing accents,
 * emoji, English words in Hungarian — each with the theme a person reading it would file it under.
 */
const LABELLED: readonly [Label, ThemeComment['language'], string][] = [
  ['pay', 'hu', 'A fizetésem évek óta nem változott, miközben minden drágul.'],
  ['pay', 'hu', 'Alacsony a bér a piaci átlaghoz képest, sokan ezért mennek el.'],
  ['pay', 'hu', 'Béremelést!!! 💸'],
  ['pay', 'hu', 'a fizetesek nem kovetik az inflaciot'],
  ['pay', 'hu', 'A cafeteria kevés, és a bónuszrendszer sem átlátható.'],
  ['pay', 'hu', 'Ugyanazért a munkáért az újonnan felvettek többet keresnek, mint mi.'],
  ['workload', 'hu', 'Túl sok a feladat, állandóan túlórázunk.'],
  ['workload', 'hu', 'A munkaterhelés az utóbbi fél évben elviselhetetlen lett.'],
  [
    'workload',
    'hu',
    'Kevesen vagyunk, a kilépők helyére nem vesznek fel senkit, mindent nekünk kell megcsinálni.',
  ],
  ['workload', 'hu', 'Folyamatos a stressz és a határidők hajszolása, kiégés közelében vagyok.'],
  ['workload', 'hu', 'Hétvégén is dolgozni kell, nincs idő pihenni.'],
  ['managers', 'hu', 'A közvetlen vezetőm nem foglalkozik a csapattal, csak számokat kér.'],
  ['managers', 'hu', 'A felső vezetés döntései kiszámíthatatlanok.'],
  ['managers', 'hu', 'A főnököm mikromenedzsel, mindenbe beleszól.'],
  ['managers', 'hu', 'Jó lenne, ha a vezetőnk néha megkérdezné a véleményünket.'],
  ['managers', 'hu', 'A vezetőség nem tartja be, amit ígér.'],
  ['communication', 'hu', 'A fontos változásokról a folyosón hallunk, nem hivatalosan.'],
  ['communication', 'hu', 'Több tájékoztatást szeretnénk a cég terveiről.'],
  ['communication', 'hu', 'Az osztályok között nincs kommunikáció, mindenki mást tud.'],
  ['communication', 'hu', 'Rendszeres visszajelzés hiányzik, nem tudom, jól csinálom-e.'],
  ['communication', 'hu', 'Az információáramlás lassú és esetleges.'],
  ['colleagues', 'hu', 'A kollégáim nagyon segítőkészek, ez tart itt. 😊'],
  ['colleagues', 'hu', 'Jó a csapat, összetartunk.'],
  ['colleagues', 'hu', 'A csapaton belül feszült a hangulat, sok a pletyka.'],
  ['colleagues', 'hu', 'Az új munkatársak beilleszkedését senki nem segíti.'],
  ['colleagues', 'hu', 'kollegakkal jo a viszony'],
  ['career', 'hu', 'Nincs előrelépési lehetőség, évek óta ugyanabban a pozícióban vagyok.'],
  ['career', 'hu', 'Szeretnék több szakmai képzést és tréninget.'],
  ['career', 'hu', 'Nem látom a jövőmet a cégnél, nincs karrierút.'],
  ['career', 'hu', 'Az előléptetések nem teljesítmény alapján történnek.'],
  ['career', 'hu', 'Fejlődni szeretnék, de nincs rá keret.'],
  ['tools', 'hu', 'Lassúak és elavultak a gépek, a laptopom 7 éves.'],
  ['tools', 'hu', 'A belső rendszerek folyton lefagynak.'],
  ['tools', 'hu', 'Hiányoznak a megfelelő munkaeszközök, a monitort magamnak vettem.'],
  ['tools', 'hu', 'Az IT-s hibajegyekre napokig nem jön válasz, a szoftverek frissítése katasztrófa.'],
  ['remote', 'hu', 'A home office-t ne vegyék el, heti két nap minimum!'],
  ['remote', 'hu', 'Otthonról sokkal hatékonyabban tudok dolgozni.'],
  ['remote', 'hu', 'Rugalmasabb távmunka lehetőséget szeretnék.'],
  ['remote', 'hu', 'Az ingázás napi két óra, ezért fontos lenne a hibrid munkavégzés.'],
  ['remote', 'hu', 'Miért kell minden nap bejárni az irodába?'],
  ['pay', 'en', 'The salary is well below the market rate.'],
  ['pay', 'en', 'No raise for three years while prices keep going up.'],
  ['pay', 'en', 'Bonuses are paid late and nobody explains how they are calculated.'],
  ['workload', 'en', 'Way too much overtime, we are constantly understaffed.'],
  ['workload', 'en', 'The workload is unsustainable and people are burning out.'],
  ['workload', 'en', 'Deadlines are unrealistic.'],
  ['managers', 'en', 'My manager micromanages everything 🙄'],
  ['managers', 'en', 'Senior leadership is out of touch with what happens on the floor.'],
  ['communication', 'en', 'We learn about decisions from rumours instead of official communication.'],
  ['communication', 'en', 'More transparency about company strategy, please.'],
  ['communication', 'en', 'Feedback from above is rare and vague.'],
  ['colleagues', 'en', 'My colleagues are the best part of this job.'],
  ['colleagues', 'en', 'Great team spirit, everyone helps each other.'],
  ['career', 'en', 'There is no clear career path here.'],
  ['career', 'en', 'I would like more training and chances to learn new skills.'],
  ['career', 'en', 'Promotions seem to depend on who you know.'],
  ['tools', 'en', 'The VPN keeps dropping and the laptops are ancient.'],
  ['tools', 'en', 'We need better software, half of our tools do not talk to each other.'],
  ['remote', 'en', 'Please keep the option to work from home.'],
  ['remote', 'en', 'Hybrid work has been great, forcing people back to the office would be a mistake.'],
];

const comments: ThemeComment[] = LABELLED.map(([, language, text], i) => ({
  id: `c${i + 1}`,
  text,
  language,
}));
const result = commentThemes(comments, { maxExamples: 60 });
const members = new Map(result.themes.map((t) => [t.key, new Set(t.exampleIds)]));
const landed = (i: number) => members.get(`topic:${LABELLED[i]![0]}`)?.has(`c${i + 1}`) ?? false;

describe('themes on hand-labelled engagement comments (docs/comments.md "Themes")', () => {
  it('has 40 Hungarian and 20 English comments over the eight usual themes', () => {
    expect(LABELLED.filter(([, l]) => l === 'hu')).toHaveLength(40);
    expect(LABELLED.filter(([, l]) => l === 'en')).toHaveLength(20);
    expect(new Set(LABELLED.map(([label]) => label)).size).toBe(8);
  });

  it('puts at least 80 % of the comments in the theme a person gave them', () => {
    const share = LABELLED.filter((_, i) => landed(i)).length / LABELLED.length;
    const missed = LABELLED.flatMap(([label, , text], i) => (landed(i) ? [] : [`${label}: ${text}`]));
    expect(share, `missed:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(0.8);
  });

  it('finds each of the eight themes, Hungarian and English comments together', () => {
    for (const label of new Set(LABELLED.map(([l]) => l))) {
      const inTheme = LABELLED.flatMap(([l, language], i) => (l === label && landed(i) ? [language] : []));
      expect(new Set(inTheme), label).toEqual(new Set(['hu', 'en']));
    }
  });

  it('labels the themes with words the respondents wrote, not stems', () => {
    const words = new Set(comments.flatMap((c) => c.text.toLowerCase().split(/[^\p{L}]+/u)));
    for (const theme of result.themes)
      for (const word of theme.label.toLowerCase().split(' ')) expect(words, theme.key).toContain(word);
    expect(result.themes.find((t) => t.key === 'topic:pay')?.label).toMatch(/^(fizetés|bér|salary)/);
  });
});
