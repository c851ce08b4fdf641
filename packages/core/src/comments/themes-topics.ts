/**
 * The engagement topics that the themes know by name, in Hungarian and English (docs/comments.md "Themes"). A word of a
 * comment whose stem (by its language's stemmer) is one of these words' stems puts the comment in that topic, so
 * `fizetésemet`, `bérek` and `salaries` all land in `topic:pay`; a word that is no topic's in the comment's language is
 * tried in the other one (Hungarian comments borrow English words: `feedback`, `home office`). Inflected forms are listed only where the stemmer
 * leaves them apart (`csapat` → `csap`, but `csapatban` → `csapat`). The ids are the themes' stable keys: never rename one.
 */
export const THEME_TOPICS: Readonly<Record<string, { hu: string; en: string }>> = {
  pay: {
    hu: [
      'fizetés fizetést fizetések fizetésemelés fizetésemelést bér bérek bérem béremelés béremelést bérezés bérrendezés',
      'alapbér órabér kereset jövedelem juttatás juttatások bónusz bónuszt prémium prémiumot jutalom jutalmat cafeteria',
      'kompenzáció emelés emelést infláció inflációt pénz pénzt anyagi anyagilag megfizetve megfizetik alulfizetett',
    ].join(' '),
    en: [
      'salary salaries pay paid payment wage wages bonus bonuses compensation raise raises money underpaid income',
      'inflation benefits',
    ].join(' '),
  },
  workload: {
    hu: [
      'munkaterhelés terhelés leterheltség leterhelt túlterhelt túlterheltség túlóra túlórák túlórázás túlórázni',
      'túlórázunk stressz stresszes stresszt hajtás határidő határidők kiégés kiégett kimerült kimerültség fáradt',
      'munkamennyiség létszámhiány létszám munkaerőhiány pihenés pihenni feszített tempó nyomás',
    ].join(' '),
    en: [
      'workload overtime overload overloaded overworked stress stressed stressful burnout deadline deadlines',
      'understaffed staffing pressure exhausted tired hours pace busy',
    ].join(' '),
  },
  managers: {
    hu: [
      'vezető vezetőm vezetőnk vezetők vezetés vezetőség vezetőségnek felsővezetés középvezető középvezetők főnök',
      'főnököm főnökök főnökünk menedzsment menedzser menedzserek igazgató igazgatóság felettes felettesem',
    ].join(' '),
    en: [
      'manager managers management boss bosses supervisor supervisors leadership leader leaders director directors',
      'micromanagement micromanaging',
    ].join(' '),
  },
  communication: {
    hu: [
      'kommunikáció kommunikációt kommunikálni kommunikál tájékoztatás tájékoztatást információ információt',
      'információk infó információáramlás átláthatóság átlátható átláthatatlan visszajelzés visszajelzést',
      'visszajelzések értekezlet értekezletek megbeszélés megbeszélések meeting meetingek hírlevél tájékoztatnak',
      'email emailek feedback feedbacket',
    ].join(' '),
    en: [
      'communication communicate communicated information informed transparency transparent feedback meetings',
      'newsletter updates announcement announcements',
    ].join(' '),
  },
  colleagues: {
    hu: [
      'kolléga kollégák kollégáim kollégáimmal kollégákkal csapat csapatban csapatom csapatunk csapattárs',
      'csapattársak munkatárs munkatársak munkatársaim hangulat hangulatot légkör légkört összetartás együttműködés',
      'csapatszellem társaság segítőkész segítőkészek',
    ].join(' '),
    en: [
      'colleague colleagues team teams teammate teammates coworker coworkers atmosphere collaboration',
      'cooperation supportive',
    ].join(' '),
  },
  career: {
    hu: [
      'karrier karrierlehetőség karrierlehetőségek előrelépés előrelépési előreléptetés előléptetés előléptetést',
      'fejlődés fejlődési fejlődni fejlődésre képzés képzések képzést tréning tréningek továbbképzés továbbképzések',
      'tanulás tanulni perspektíva jövőkép mentor mentorálás',
    ].join(' '),
    en: [
      'career careers promotion promotions promoted growth develop development training trainings learning',
      'progression advancement mentoring mentor',
    ].join(' '),
  },
  tools: {
    hu: [
      'eszköz eszközök eszközeink munkaeszköz munkaeszközök gép gépek gépem számítógép számítógépek laptop',
      'laptopok szoftver szoftverek rendszer rendszerek program programok informatika internet wifi vpn monitor',
      'nyomtató hardver alkalmazás alkalmazások elavult IT',
    ].join(' '),
    en: [
      'tools tool equipment laptop laptops computer computers software system systems hardware internet wifi vpn',
      'printer monitor monitors application applications app apps outdated IT',
    ].join(' '),
  },
  remote: {
    hu: 'home office otthon otthonról otthoni távmunka távmunkát hibrid ingázás bejárás bejárni',
    en: 'remote remotely home wfh hybrid commute commuting',
  },
  recognition: {
    hu: 'elismerés elismerést elismerve megbecsülés megbecsülést megbecsülve dicséret értékelés értékelik',
    en: 'recognition recognised recognized appreciation appreciated valued praise',
  },
  environment: {
    hu: 'iroda irodában irodai zaj zajos klíma légkondi hőség parkolás parkoló parkolóhely étkező konyha',
    en: 'office offices noise noisy conditioning parking canteen kitchen desk desks',
  },
};

let topicWords: Set<string> | undefined;

/** Whether a lower-case word is written in a topic's list as it stands (`kollégák`), a form a label may take as the base. */
export function isTopicWord(word: string): boolean {
  topicWords ??= new Set(
    Object.values(THEME_TOPICS).flatMap(({ hu, en }) => `${hu} ${en}`.toLowerCase().split(' ')),
  );
  return topicWords.has(word);
}
