/**
 * Rewordings of the statement bank, as an HR team edits a copied survey: one or two words changed, a
 * word added or a clause moved, so most words stay (a Dice word similarity of about 0.55–0.85).
 * Keyed by the original text of `TOPICS`; a reworded text is never a key, so a statement is
 * reworded at most once in a dataset.
 */
export const REWORDINGS: ReadonlyMap<string, string> = new Map([
  // Elkötelezettség
  [
    'Büszke vagyok arra, hogy ennél a vállalatnál dolgozom.',
    'Büszke vagyok arra, hogy ennél a cégnél dolgozhatom.',
  ],
  [
    'Szívesen ajánlanám ismerőseimnek a vállalatot mint munkahelyet.',
    'Szívesen ajánlanám barátaimnak a céget mint munkahelyet.',
  ],
  ['Két év múlva is szívesen dolgoznék itt.', 'Két év múlva is szívesen dolgoznék ennél a vállalatnál.'],
  [
    'Ritkán gondolok arra, hogy másik munkahelyet keressek.',
    'Ritkán gondolok arra, hogy új állást keressek.',
  ],
  ['A munkám értelmes és fontos számomra.', 'Úgy érzem, a munkám értelmes és fontos.'],
  [
    'Hajlandó vagyok többletmunkát vállalni, ha a vállalat sikere ezt kívánja.',
    'Hajlandó vagyok plusz munkát vállalni, ha a csapat sikere ezt kívánja.',
  ],
  ['Azonosulni tudok a vállalat értékeivel.', 'Teljes mértékben azonosulni tudok a vállalat értékeivel.'],
  [
    'Motivál, hogy hozzájáruljak a vállalat céljainak eléréséhez.',
    'Motivál, hogy hozzájáruljak a csapatom közös céljainak eléréséhez.',
  ],
  [
    'Összességében elégedett vagyok a munkahelyemmel.',
    'Mindent egybevetve elégedett vagyok a munkahelyemmel.',
  ],
  [
    'Értem, hogyan járul hozzá a munkám a vállalat sikeréhez.',
    'Látom, hogyan járul hozzá a munkám a vállalat eredményeihez.',
  ],
  // Vezetés
  [
    'A közvetlen vezetőm világos célokat tűz ki számomra.',
    'A közvetlen felettesem világos és elérhető célokat tűz ki számomra.',
  ],
  [
    'A közvetlen vezetőm rendszeresen visszajelzést ad a munkámról.',
    'A közvetlen vezetőmtől rendszeresen visszajelzést kapok a munkámról.',
  ],
  [
    'A közvetlen vezetőmhöz bizalommal fordulhatok, ha problémám van.',
    'Ha gondom van, nyugodtan fordulhatok a közvetlen vezetőmhöz.',
  ],
  [
    'A közvetlen vezetőm igazságosan bánik a csapat tagjaival.',
    'A közvetlen vezetőm igazságosan és egyenlően bánik a csapat minden tagjával.',
  ],
  [
    'A közvetlen vezetőm támogatja a szakmai fejlődésemet.',
    'A vezetőm aktívan támogatja a szakmai fejlődésemet.',
  ],
  [
    'A közvetlen vezetőm figyelembe veszi a véleményemet a döntéseknél.',
    'A döntések meghozatalakor a közvetlen vezetőm figyelembe veszi a véleményemet.',
  ],
  [
    'A felső vezetés világos jövőképet közvetít.',
    'A felső vezetés világos és hiteles jövőképet közvetít a munkatársak felé.',
  ],
  ['Megbízom a felső vezetés döntéseiben.', 'Megbízom a cég felső vezetésének döntéseiben.'],
  [
    'A felső vezetés tettei összhangban vannak a kimondott értékekkel.',
    'A felső vezetés tettei összhangban vannak a vállalat értékeivel.',
  ],
  ['A vezetők példát mutatnak a munkatársaknak.', 'A vezetők jó példát mutatnak a beosztottaiknak.'],
  // Csapat és együttműködés
  ['A munkatársaim segítőkészek, ha elakadok.', 'Ha elakadok, a munkatársaim készségesen segítenek.'],
  [
    'A csapaton belül nyíltan megbeszéljük a problémákat.',
    'A csapaton belül őszintén megbeszéljük a problémákat.',
  ],
  ['A többi szervezeti egységgel jó az együttműködés.', 'A többi osztállyal zökkenőmentes az együttműködés.'],
  [
    'A csapatomban tiszteletben tartjuk egymás véleményét.',
    'A csapatunkban tiszteletben tartjuk egymás eltérő véleményét.',
  ],
  ['Jó a hangulat a munkahelyemen.', 'Jó a hangulat a csapatomban.'],
  [
    'A csapatom tagjai felelősséget vállalnak a munkájukért.',
    'A csapatom tagjai vállalják a felelősséget a saját munkájukért.',
  ],
  [
    'Az új kollégák beilleszkedését mindenki segíti.',
    'Az új kollégák beilleszkedését a csapatban mindenki támogatja.',
  ],
  ['A konfliktusokat megfelelően kezeljük.', 'A csapaton belüli konfliktusokat megfelelően kezeljük.'],
  ['Szívesen dolgozom együtt a kollégáimmal.', 'Szívesen dolgozom együtt a munkatársaimmal.'],
  // Javadalmazás és juttatások
  ['A fizetésem arányban áll a munkám értékével.', 'A bérem arányban áll az elvégzett munkám értékével.'],
  [
    'A fizetésem versenyképes a hasonló munkahelyekhez képest.',
    'A bérem versenyképes a környékbeli hasonló munkahelyekhez képest.',
  ],
  [
    'Értem, hogyan alakul ki a fizetésem és a bónuszom.',
    'Világos számomra, hogyan alakul ki a fizetésem és a bónuszom.',
  ],
  [
    'A teljesítmény és a javadalmazás között egyértelmű a kapcsolat.',
    'A teljesítmény és a bérezés között világos a kapcsolat.',
  ],
  ['A béremelések rendszere igazságos.', 'A béremelések rendszere igazságos és átlátható.'],
  ['A juttatási csomag megfelel az igényeimnek.', 'A juttatási csomag megfelel a saját igényeimnek.'],
  // Fejlődés és karrier
  ['Megkapom a munkámhoz szükséges képzéseket.', 'Megkapom a munkám elvégzéséhez szükséges képzéseket.'],
  [
    'Látom, milyen előrelépési lehetőségeim vannak a vállalatnál.',
    'Tisztán látom, milyen előrelépési lehetőségeim vannak a cégnél.',
  ],
  [
    'Van lehetőségem új dolgokat tanulni a munkám során.',
    'A munkám során van lehetőségem új ismereteket szerezni.',
  ],
  ['A vállalat támogatja a belső előléptetést.', 'A vállalat előnyben részesíti a belső előléptetést.'],
  [
    'A teljesítményértékelés segít abban, hogy fejlődjek.',
    'Az éves teljesítményértékelés segít abban, hogy fejlődjek.',
  ],
  ['Megfelelő kihívást jelent számomra a munkám.', 'A munkám elegendő kihívást jelent számomra.'],
  [
    'A képességeimet jól ki tudom használni a munkakörömben.',
    'A jelenlegi munkakörömben ki tudom bontakoztatni a képességeimet.',
  ],
  [
    'Rendszeresen beszélünk a vezetőmmel a fejlődési céljaimról.',
    'A vezetőmmel évente többször beszélünk a fejlődési céljaimról.',
  ],
  [
    'A vállalatnál a tehetséges munkatársak előre tudnak lépni.',
    'A vállalatnál a tehetséges kollégák gyorsan előre tudnak lépni.',
  ],
  // Kommunikáció és információáramlás
  [
    'Időben megkapom a munkámhoz szükséges információkat.',
    'Időben és pontosan megkapom a feladataimhoz szükséges információkat.',
  ],
  [
    'Tájékoztatnak a vállalatot érintő fontos változásokról.',
    'Időben tájékoztatnak a céget érintő fontos változásokról.',
  ],
  ['A belső kommunikáció őszinte és átlátható.', 'A vállalati belső kommunikáció nyílt és átlátható.'],
  [
    'Tudom, hol találom meg a munkámhoz szükséges információkat.',
    'Tudom, hol keressem a munkámhoz szükséges információkat.',
  ],
  [
    'A véleményemet elmondhatom következmények nélkül.',
    'A véleményemet bátran elmondhatom, negatív következmények nélkül.',
  ],
  [
    'A vezetés meghallgatja a munkavállalók javaslatait.',
    'A vezetés meghallgatja és komolyan veszi a munkavállalók javaslatait.',
  ],
  [
    'Az elégedettségi felmérés eredményei alapján valódi változások történnek.',
    'A felmérés eredményei alapján valódi változások történnek a vállalatnál.',
  ],
  ['Értem a vállalat stratégiáját és céljait.', 'Ismerem és értem a vállalat hosszú távú céljait.'],
  [
    'A szervezeti egységek között megfelelő az információáramlás.',
    'A szervezeti egységek között gördülékeny és gyors az információáramlás.',
  ],
  // Munkaterhelés és egyensúly
  ['A munkaterhelésem kezelhető.', 'A munkaterhelésem általában jól kezelhető.'],
  [
    'A munkaidőmben el tudom végezni a feladataimat.',
    'A rendes munkaidőmben el tudom végezni minden feladatomat.',
  ],
  [
    'Megfelelő egyensúlyt tudok tartani a munka és a magánélet között.',
    'Jó egyensúlyt tudok teremteni a munka és a magánélet között.',
  ],
  ['Ritkán érzem magam kimerültnek a munkám miatt.', 'Ritkán érzem magam kimerültnek a sok munka miatt.'],
  ['A határidők reálisak.', 'A kitűzött határidők általában reálisak.'],
  [
    'A szabadságomat akkor vehetem ki, amikor szükségem van rá.',
    'A szabadságomat akkor vehetem ki, amikor nekem megfelel.',
  ],
  [
    'A csapatunkban megfelelő a létszám a feladatokhoz.',
    'A csapatunkban megfelelő a létszám az elvégzendő feladatokhoz.',
  ],
  [
    'Rugalmasan alakíthatom a munkaidőmet, ha szükséges.',
    'Ha szükséges, rugalmasan alakíthatom a munkaidőmet és a munkavégzés helyét.',
  ],
  // Munkakörülmények
  [
    'Rendelkezem a munkámhoz szükséges eszközökkel.',
    'Rendelkezem a munkámhoz szükséges eszközökkel és anyagokkal.',
  ],
  ['A munkakörnyezetem biztonságos.', 'A munkakörnyezetem biztonságos és egészséges.'],
  [
    'A munkahelyi informatikai rendszerek segítik a munkámat.',
    'A vállalati informatikai rendszerek hatékonyan segítik a munkámat.',
  ],
  ['A munkahelyem tiszta és rendezett.', 'A munkaterületem tiszta és rendezett.'],
  [
    'A munkavédelmi előírásokat mindenki betartja.',
    'A munkavédelmi előírásokat nálunk mindenki következetesen betartja.',
  ],
  ['A szociális helyiségek megfelelőek.', 'Az öltözők és a szociális helyiségek megfelelőek.'],
  [
    'Az otthoni munkavégzés feltételei biztosítottak.',
    'Az otthoni munkavégzés technikai feltételei is biztosítottak.',
  ],
  // Elismerés
  ['Elismerik, ha jó munkát végzek.', 'Ha jó munkát végzek, azt a vállalatnál elismerik.'],
  ['A teljesítményemet igazságosan értékelik.', 'A teljesítményemet tárgyilagosan és igazságosan értékelik.'],
  ['Úgy érzem, megbecsülnek a munkahelyemen.', 'Úgy érzem, megbecsülnek és értékelnek a munkahelyemen.'],
  [
    'A kiemelkedő teljesítményt a vállalat jutalmazza.',
    'A kiemelkedő teljesítményt a vállalat anyagilag is jutalmazza.',
  ],
  [
    'A vezetőm megköszöni az erőfeszítéseimet.',
    'A vezetőm rendszeresen megköszöni a plusz erőfeszítéseimet.',
  ],
  ['A munkámnak látható eredménye van.', 'A munkámnak kézzelfogható eredménye van.'],
  [
    'A vállalatnál értékelik a tapasztalatot és a szakértelmet.',
    'A vállalatnál megbecsülik a tapasztalatot és a szakértelmet.',
  ],
]);

/** New statements a copied survey may add to a topic's page, by topic index of `TOPICS` (3 each). */
export const ADDED_STATEMENTS: readonly (readonly string[])[] = [
  [
    'Szívesen beszélek másoknak a vállalatról.',
    'A vállalat jövőjét biztosnak látom.',
    'Érzem, hogy a munkámmal értéket teremtek.',
  ],
  [
    'Vezetőm akkor is elérhető, ha sürgős ügyben keresem.',
    'A vezetőm érthetően elmagyarázza a döntések okait.',
    'A cégvezetés nyitott az új ötletekre.',
  ],
  [
    'A csapatomban a tudást szívesen megosztjuk egymással.',
    'A távolról dolgozó kollégákkal is jól együttműködünk.',
    'A közös megállapodásainkat következetesen betartjuk.',
  ],
  [
    'A bónuszrendszer céljai elérhetők.',
    'A juttatásokról időben és érthetően tájékoztatnak.',
    'A fizetésemet a vállalat rendszeresen felülvizsgálja.',
  ],
  [
    'Van időm a munkaidőben tanulni és fejlődni.',
    'A vállalatnál mentorálási lehetőség is elérhető.',
    'Kipróbálhatok új feladatokat és munkaköröket.',
  ],
  [
    'A vezetői döntésekről időben értesülök.',
    'A belső hírlevél és az intranet hasznos információkat ad.',
    'Tudom, kihez fordulhatok, ha kérdésem van.',
  ],
  [
    'Munkaidőn kívül ritkán keresnek munkaügyben.',
    'A feladataimat világos prioritások szerint végezhetem.',
    'A műszakbeosztásomat legalább két héttel előre ismerem.',
  ],
  [
    'A munkahelyemen megfelelő a hőmérséklet és a világítás.',
    'Az eszközök meghibásodását gyorsan kijavítják.',
    'Az irodai és közösségi terek kényelmesek.',
  ],
  [
    'A kollégáim is elismerik a munkámat.',
    'A hosszú ideje itt dolgozók hűségét a vállalat elismeri.',
    'Az elismerés nálunk nem csak a vezetőknek jár.',
  ],
];
