/** A topic of the agreement matrix: its Hungarian name, typical mean on the 1–6 scale and statements. */
export interface Topic {
  key: string;
  name: string;
  mean: number;
  statements: readonly string[];
}

/** Hungarian engagement-survey statements by topic (81 in all), rated on a 6-point agreement scale. */
export const TOPICS: readonly Topic[] = [
  {
    key: 'commitment',
    name: 'Elkötelezettség',
    mean: 4.5,
    statements: [
      'Büszke vagyok arra, hogy ennél a vállalatnál dolgozom.',
      'Szívesen ajánlanám ismerőseimnek a vállalatot mint munkahelyet.',
      'Két év múlva is szívesen dolgoznék itt.',
      'Ritkán gondolok arra, hogy másik munkahelyet keressek.',
      'A munkám értelmes és fontos számomra.',
      'Hajlandó vagyok többletmunkát vállalni, ha a vállalat sikere ezt kívánja.',
      'Azonosulni tudok a vállalat értékeivel.',
      'Motivál, hogy hozzájáruljak a vállalat céljainak eléréséhez.',
      'Összességében elégedett vagyok a munkahelyemmel.',
      'Értem, hogyan járul hozzá a munkám a vállalat sikeréhez.',
    ],
  },
  {
    key: 'leadership',
    name: 'Vezetés',
    mean: 4.2,
    statements: [
      'A közvetlen vezetőm világos célokat tűz ki számomra.',
      'A közvetlen vezetőm rendszeresen visszajelzést ad a munkámról.',
      'A közvetlen vezetőmhöz bizalommal fordulhatok, ha problémám van.',
      'A közvetlen vezetőm igazságosan bánik a csapat tagjaival.',
      'A közvetlen vezetőm támogatja a szakmai fejlődésemet.',
      'A közvetlen vezetőm figyelembe veszi a véleményemet a döntéseknél.',
      'A felső vezetés világos jövőképet közvetít.',
      'Megbízom a felső vezetés döntéseiben.',
      'A felső vezetés tettei összhangban vannak a kimondott értékekkel.',
      'A vezetők példát mutatnak a munkatársaknak.',
    ],
  },
  {
    key: 'team',
    name: 'Csapat és együttműködés',
    mean: 4.7,
    statements: [
      'A csapatomban számíthatunk egymásra.',
      'A munkatársaim segítőkészek, ha elakadok.',
      'A csapaton belül nyíltan megbeszéljük a problémákat.',
      'A többi szervezeti egységgel jó az együttműködés.',
      'A csapatomban tiszteletben tartjuk egymás véleményét.',
      'Jó a hangulat a munkahelyemen.',
      'A csapatom tagjai felelősséget vállalnak a munkájukért.',
      'Az új kollégák beilleszkedését mindenki segíti.',
      'A konfliktusokat megfelelően kezeljük.',
      'Szívesen dolgozom együtt a kollégáimmal.',
    ],
  },
  {
    key: 'pay',
    name: 'Javadalmazás és juttatások',
    mean: 3.3,
    statements: [
      'A fizetésem arányban áll a munkám értékével.',
      'A fizetésem versenyképes a hasonló munkahelyekhez képest.',
      'Elégedett vagyok a cafeteria- és egyéb juttatásokkal.',
      'Értem, hogyan alakul ki a fizetésem és a bónuszom.',
      'A teljesítmény és a javadalmazás között egyértelmű a kapcsolat.',
      'A béremelések rendszere igazságos.',
      'A juttatási csomag megfelel az igényeimnek.',
      'A javadalmazásom lehetővé teszi, hogy megélhetési gondok nélkül éljek.',
    ],
  },
  {
    key: 'development',
    name: 'Fejlődés és karrier',
    mean: 3.9,
    statements: [
      'Megkapom a munkámhoz szükséges képzéseket.',
      'Látom, milyen előrelépési lehetőségeim vannak a vállalatnál.',
      'Van lehetőségem új dolgokat tanulni a munkám során.',
      'A vállalat támogatja a belső előléptetést.',
      'A teljesítményértékelés segít abban, hogy fejlődjek.',
      'Megfelelő kihívást jelent számomra a munkám.',
      'A képességeimet jól ki tudom használni a munkakörömben.',
      'Rendszeresen beszélünk a vezetőmmel a fejlődési céljaimról.',
      'A vállalatnál a tehetséges munkatársak előre tudnak lépni.',
    ],
  },
  {
    key: 'communication',
    name: 'Kommunikáció és információáramlás',
    mean: 3.8,
    statements: [
      'Időben megkapom a munkámhoz szükséges információkat.',
      'Tájékoztatnak a vállalatot érintő fontos változásokról.',
      'A belső kommunikáció őszinte és átlátható.',
      'Tudom, hol találom meg a munkámhoz szükséges információkat.',
      'A véleményemet elmondhatom következmények nélkül.',
      'A vezetés meghallgatja a munkavállalók javaslatait.',
      'Az elégedettségi felmérés eredményei alapján valódi változások történnek.',
      'Értem a vállalat stratégiáját és céljait.',
      'A szervezeti egységek között megfelelő az információáramlás.',
    ],
  },
  {
    key: 'workload',
    name: 'Munkaterhelés és egyensúly',
    mean: 3.7,
    statements: [
      'A munkaterhelésem kezelhető.',
      'A munkaidőmben el tudom végezni a feladataimat.',
      'Megfelelő egyensúlyt tudok tartani a munka és a magánélet között.',
      'Ritkán érzem magam kimerültnek a munkám miatt.',
      'A határidők reálisak.',
      'A szabadságomat akkor vehetem ki, amikor szükségem van rá.',
      'A csapatunkban megfelelő a létszám a feladatokhoz.',
      'A túlórák mértéke elfogadható.',
      'Rugalmasan alakíthatom a munkaidőmet, ha szükséges.',
    ],
  },
  {
    key: 'conditions',
    name: 'Munkakörülmények',
    mean: 4.3,
    statements: [
      'Rendelkezem a munkámhoz szükséges eszközökkel.',
      'A munkakörnyezetem biztonságos.',
      'A munkahelyi informatikai rendszerek segítik a munkámat.',
      'A munkahelyem tiszta és rendezett.',
      'A munkavédelmi előírásokat mindenki betartja.',
      'A szociális helyiségek megfelelőek.',
      'A munkafolyamatok jól szervezettek.',
      'Az otthoni munkavégzés feltételei biztosítottak.',
    ],
  },
  {
    key: 'recognition',
    name: 'Elismerés',
    mean: 3.9,
    statements: [
      'Elismerik, ha jó munkát végzek.',
      'A teljesítményemet igazságosan értékelik.',
      'Úgy érzem, megbecsülnek a munkahelyemen.',
      'A sikereinket a vállalatnál megünneplik.',
      'A kiemelkedő teljesítményt a vállalat jutalmazza.',
      'A vezetőm megköszöni az erőfeszítéseimet.',
      'A munkámnak látható eredménye van.',
      'A vállalatnál értékelik a tapasztalatot és a szakértelmet.',
    ],
  },
];

/** The 6-point agreement scale of the matrix questions, weights 1–6. */
export const AGREEMENT_SCALE: readonly string[] = [
  'Egyáltalán nem értek egyet',
  'Nem értek egyet',
  'Inkább nem értek egyet',
  'Inkább egyetértek',
  'Egyetértek',
  'Teljes mértékben egyetértek',
];

/** Heading of every agreement matrix question. */
export const MATRIX_HEADING = 'Kérjük, jelölje, mennyire ért egyet az alábbi állításokkal!';

/** Heading of the closing open question. */
export const ESSAY_HEADING = 'Mit változtatna meg elsőként a munkahelyén?';

/** Plausible Hungarian answers to the open question. */
export const ESSAY_ANSWERS: readonly string[] = [
  'Több visszajelzést szeretnék kapni a vezetőmtől.',
  'A bérezést igazságosabbá tenném.',
  'Rugalmasabb munkaidőt szeretnék.',
  'Jobb eszközöket és gyorsabb számítógépeket.',
  'Több képzési lehetőséget kérnék.',
  'Az osztályok közötti kommunikáción javítanék.',
  'Kevesebb túlórát és reálisabb határidőket.',
  'Legyen több csapatépítő program.',
  'A műszakbeosztást előbb szeretném megkapni.',
  'Az öltözőket és a pihenőhelyiséget felújítanám.',
  'Átláthatóbb előléptetési rendszert szeretnék.',
  'Heti egy nap otthoni munkavégzést.',
  'Több elismerést a jól végzett munkáért.',
  'Semmit, elégedett vagyok.',
  'A vezetés legyen jobban jelen a gyártósoron.',
];
