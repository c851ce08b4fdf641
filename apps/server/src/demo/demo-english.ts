import type { DataNameKind } from '../domains/translations/data-names';

// The demo tenant's English (docs/i18n.md "Data names"): its worker groups, demographies, answers, topics and
// statements as an English-speaking HR team would word its engagement survey, not word for word. The keys are
// the Hungarian names the simulator's surveys and the demo configuration give them.

/** The worker groups, demographies, answers and topics of the demo, by kind: Hungarian → English. */
export const DEMO_NAMES_EN: Readonly<
  Record<Exclude<DataNameKind, 'question'>, Readonly<Record<string, string>>>
> = {
  'worker-group': {
    'Irodai munkatársak': 'Office staff',
    'Termelési munkatársak': 'Production staff',
  },
  demography: {
    Telephely: 'Site',
    'Szervezeti egység': 'Department',
    Korcsoport: 'Age group',
    'Munkaviszony hossza': 'Length of service',
    Nem: 'Gender',
    'Munkakör típusa': 'Job type',
  },
  'demography-answer': {
    // place names and HR, IT read the same in English: given all the same, so every name has its English text
    'Budapest – központ': 'Budapest – head office',
    Győr: 'Győr',
    Debrecen: 'Debrecen',
    Szeged: 'Szeged',
    Pécs: 'Pécs',
    HR: 'HR',
    IT: 'IT',
    Gyártás: 'Production',
    Logisztika: 'Logistics',
    Karbantartás: 'Maintenance',
    Minőségbiztosítás: 'Quality assurance',
    Pénzügy: 'Finance',
    Értékesítés: 'Sales',
    Ügyfélszolgálat: 'Customer service',
    Beszerzés: 'Procurement',
    '25 év alatt': 'Under 25',
    '25–34 év': '25–34',
    '35–44 év': '35–44',
    '45–54 év': '45–54',
    '55 év vagy felette': '55 and over',
    '1 évnél rövidebb ideje': 'Less than a year',
    '1–3 éve': '1–3 years',
    '3–5 éve': '3–5 years',
    '5–10 éve': '5–10 years',
    '10 évnél hosszabb ideje': 'More than 10 years',
    Nő: 'Female',
    Férfi: 'Male',
    'Nem kívánom megadni': 'Prefer not to say',
    'Fizikai munkakör': 'Operational role',
    'Szellemi munkakör': 'Office-based role',
    'Vezető (csoportvezető vagy felette)': 'Manager (team leader or above)',
    'Nem válaszolt': 'No answer',
  },
  topic: {
    Elkötelezettség: 'Engagement',
    Vezetés: 'Leadership',
    'Csapat és együttműködés': 'Teamwork and collaboration',
    'Javadalmazás és juttatások': 'Pay and benefits',
    'Fejlődés és karrier': 'Growth and career',
    'Kommunikáció és információáramlás': 'Communication',
    'Munkaterhelés és egyensúly': 'Workload and wellbeing',
    Munkakörülmények: 'Working conditions',
    Elismerés: 'Recognition',
  },
};

/** The statements of the demo's surveys (every wording of every wave) and its open question: Hungarian → English. */
export const DEMO_STATEMENTS_EN: Readonly<Record<string, string>> = {
  'Büszke vagyok arra, hogy ennél a vállalatnál dolgozom.': 'I am proud to work for this company.',
  'Büszke vagyok arra, hogy ennél a cégnél dolgozhatom.': 'I am proud to be working for this company.',
  'Szívesen ajánlanám ismerőseimnek a vállalatot mint munkahelyet.':
    'I would recommend this company to people I know as a great place to work.',
  'Szívesen ajánlanám barátaimnak a céget mint munkahelyet.':
    'I would recommend this company to my friends as a place to work.',
  'Két év múlva is szívesen dolgoznék itt.': "I see myself still working here in two years' time.",
  'Két év múlva is szívesen dolgoznék ennél a vállalatnál.':
    "I would like to still be working for this company in two years' time.",
  'Ritkán gondolok arra, hogy másik munkahelyet keressek.':
    'I rarely think about looking for a job elsewhere.',
  'Ritkán gondolok arra, hogy új állást keressek.': 'I rarely think about looking for a new job.',
  'A munkám értelmes és fontos számomra.': 'My work is meaningful and important to me.',
  'Úgy érzem, a munkám értelmes és fontos.': 'I feel that my work is meaningful and matters.',
  'Hajlandó vagyok többletmunkát vállalni, ha a vállalat sikere ezt kívánja.':
    "I am willing to go the extra mile when the company's success calls for it.",
  'Hajlandó vagyok plusz munkát vállalni, ha a csapat sikere ezt kívánja.':
    "I am willing to go the extra mile when my team's success calls for it.",
  'Azonosulni tudok a vállalat értékeivel.': "I identify with the company's values.",
  'Teljes mértékben azonosulni tudok a vállalat értékeivel.': "I fully identify with the company's values.",
  'Motivál, hogy hozzájáruljak a vállalat céljainak eléréséhez.':
    'I am motivated to help the company achieve its goals.',
  'Motivál, hogy hozzájáruljak a csapatom közös céljainak eléréséhez.':
    'I am motivated to help my team achieve our shared goals.',
  'Összességében elégedett vagyok a munkahelyemmel.': 'Overall, I am satisfied with my workplace.',
  'Mindent egybevetve elégedett vagyok a munkahelyemmel.':
    'All things considered, I am satisfied with my workplace.',
  'Értem, hogyan járul hozzá a munkám a vállalat sikeréhez.':
    "I understand how my work contributes to the company's success.",
  'Látom, hogyan járul hozzá a munkám a vállalat eredményeihez.':
    "I can see how my work contributes to the company's results.",
  'Szívesen beszélek másoknak a vállalatról.': 'I enjoy telling others about the company.',
  'A vállalat jövőjét biztosnak látom.': "I feel confident about the company's future.",
  'Érzem, hogy a munkámmal értéket teremtek.': 'I feel that my work creates real value.',
  'A közvetlen vezetőm világos célokat tűz ki számomra.': 'My manager sets clear goals for me.',
  'A közvetlen felettesem világos és elérhető célokat tűz ki számomra.':
    'My manager sets me clear and achievable goals.',
  'A közvetlen vezetőm rendszeresen visszajelzést ad a munkámról.':
    'My manager gives me regular feedback on my work.',
  'A közvetlen vezetőmtől rendszeresen visszajelzést kapok a munkámról.':
    'I receive regular feedback on my work from my manager.',
  'A közvetlen vezetőmhöz bizalommal fordulhatok, ha problémám van.':
    'I can go to my manager with confidence when I have a problem.',
  'Ha gondom van, nyugodtan fordulhatok a közvetlen vezetőmhöz.':
    'If something is wrong, I feel comfortable raising it with my manager.',
  'A közvetlen vezetőm igazságosan bánik a csapat tagjaival.':
    'My manager treats everyone in the team fairly.',
  'A közvetlen vezetőm igazságosan és egyenlően bánik a csapat minden tagjával.':
    'My manager treats every member of the team fairly and equally.',
  'A közvetlen vezetőm támogatja a szakmai fejlődésemet.': 'My manager supports my professional development.',
  'A vezetőm aktívan támogatja a szakmai fejlődésemet.':
    'My manager actively supports my professional development.',
  'A közvetlen vezetőm figyelembe veszi a véleményemet a döntéseknél.':
    'My manager takes my views into account when making decisions.',
  'A döntések meghozatalakor a közvetlen vezetőm figyelembe veszi a véleményemet.':
    'When decisions are made, my manager considers my opinion.',
  'A felső vezetés világos jövőképet közvetít.':
    'Senior leadership communicates a clear vision for the future.',
  'A felső vezetés világos és hiteles jövőképet közvetít a munkatársak felé.':
    'Senior leadership communicates a clear and credible vision to employees.',
  'Megbízom a felső vezetés döntéseiben.': 'I trust the decisions made by senior leadership.',
  'Megbízom a cég felső vezetésének döntéseiben.':
    "I trust the decisions of the company's senior leadership.",
  'A felső vezetés tettei összhangban vannak a kimondott értékekkel.':
    "Senior leadership's actions are consistent with the values they promote.",
  'A felső vezetés tettei összhangban vannak a vállalat értékeivel.':
    "Senior leadership's actions are consistent with the company's values.",
  'A vezetők példát mutatnak a munkatársaknak.': 'Managers lead by example.',
  'A vezetők jó példát mutatnak a beosztottaiknak.': 'Managers set a good example for their teams.',
  'Vezetőm akkor is elérhető, ha sürgős ügyben keresem.':
    'My manager is available when I need them urgently.',
  'A vezetőm érthetően elmagyarázza a döntések okait.':
    'My manager clearly explains the reasons behind decisions.',
  'A cégvezetés nyitott az új ötletekre.': 'Company leadership is open to new ideas.',
  'A csapatomban számíthatunk egymásra.': 'In my team, we can count on each other.',
  'A munkatársaim segítőkészek, ha elakadok.': 'My colleagues are willing to help when I get stuck.',
  'Ha elakadok, a munkatársaim készségesen segítenek.': 'When I get stuck, my colleagues are happy to help.',
  'A csapaton belül nyíltan megbeszéljük a problémákat.': 'We discuss problems openly within the team.',
  'A csapaton belül őszintén megbeszéljük a problémákat.': 'We discuss problems honestly within the team.',
  'A többi szervezeti egységgel jó az együttműködés.': 'We work well with other departments.',
  'A többi osztállyal zökkenőmentes az együttműködés.': 'Collaboration with other departments runs smoothly.',
  'A csapatomban tiszteletben tartjuk egymás véleményét.': "In my team, we respect each other's opinions.",
  'A csapatunkban tiszteletben tartjuk egymás eltérő véleményét.':
    "In our team, we respect each other's differing opinions.",
  'Jó a hangulat a munkahelyemen.': 'There is a good atmosphere at my workplace.',
  'Jó a hangulat a csapatomban.': 'There is a good atmosphere in my team.',
  'A csapatom tagjai felelősséget vállalnak a munkájukért.':
    'Members of my team take responsibility for their work.',
  'A csapatom tagjai vállalják a felelősséget a saját munkájukért.':
    'Members of my team take ownership of their own work.',
  'Az új kollégák beilleszkedését mindenki segíti.': 'Everyone helps new colleagues settle in.',
  'Az új kollégák beilleszkedését a csapatban mindenki támogatja.':
    'Everyone in the team supports new colleagues as they settle in.',
  'A konfliktusokat megfelelően kezeljük.': 'We handle conflicts well.',
  'A csapaton belüli konfliktusokat megfelelően kezeljük.': 'We handle conflicts within the team well.',
  'Szívesen dolgozom együtt a kollégáimmal.': 'I enjoy working with my colleagues.',
  'Szívesen dolgozom együtt a munkatársaimmal.': 'I enjoy working together with my co-workers.',
  'A csapatomban a tudást szívesen megosztjuk egymással.':
    'In my team, we readily share knowledge with each other.',
  'A távolról dolgozó kollégákkal is jól együttműködünk.': 'We work well with colleagues who work remotely.',
  'A közös megállapodásainkat következetesen betartjuk.':
    'We consistently keep to what we have agreed as a team.',
  'A fizetésem arányban áll a munkám értékével.': 'My pay reflects the value of my work.',
  'A bérem arányban áll az elvégzett munkám értékével.': 'My pay is in line with the value of the work I do.',
  'A fizetésem versenyképes a hasonló munkahelyekhez képest.':
    'My pay is competitive with similar employers.',
  'A bérem versenyképes a környékbeli hasonló munkahelyekhez képest.':
    'My pay is competitive with similar employers in the area.',
  'Elégedett vagyok a cafeteria- és egyéb juttatásokkal.':
    'I am satisfied with the flexible benefits and other perks.',
  'Értem, hogyan alakul ki a fizetésem és a bónuszom.': 'I understand how my pay and bonus are determined.',
  'Világos számomra, hogyan alakul ki a fizetésem és a bónuszom.':
    'It is clear to me how my pay and bonus are set.',
  'A teljesítmény és a javadalmazás között egyértelmű a kapcsolat.':
    'There is a clear link between performance and reward.',
  'A teljesítmény és a bérezés között világos a kapcsolat.':
    'There is a clear link between performance and pay.',
  'A béremelések rendszere igazságos.': 'The way pay rises are decided is fair.',
  'A béremelések rendszere igazságos és átlátható.': 'The way pay rises are decided is fair and transparent.',
  'A juttatási csomag megfelel az igényeimnek.': 'The benefits package meets my needs.',
  'A juttatási csomag megfelel a saját igényeimnek.': 'The benefits package suits my personal needs.',
  'A javadalmazásom lehetővé teszi, hogy megélhetési gondok nélkül éljek.':
    'My pay allows me to live without financial worries.',
  'A bónuszrendszer céljai elérhetők.': 'The targets of the bonus scheme are achievable.',
  'A juttatásokról időben és érthetően tájékoztatnak.':
    'I am informed about benefits clearly and in good time.',
  'A fizetésemet a vállalat rendszeresen felülvizsgálja.': 'The company reviews my pay regularly.',
  'Megkapom a munkámhoz szükséges képzéseket.': 'I get the training I need to do my job.',
  'Megkapom a munkám elvégzéséhez szükséges képzéseket.': 'I receive the training I need to do my job well.',
  'Látom, milyen előrelépési lehetőségeim vannak a vállalatnál.':
    'I can see what opportunities I have to progress at the company.',
  'Tisztán látom, milyen előrelépési lehetőségeim vannak a cégnél.':
    'I have a clear view of my career opportunities at the company.',
  'Van lehetőségem új dolgokat tanulni a munkám során.':
    'I have opportunities to learn new things in my work.',
  'A munkám során van lehetőségem új ismereteket szerezni.':
    'My job gives me the chance to gain new knowledge.',
  'A vállalat támogatja a belső előléptetést.': 'The company supports promotion from within.',
  'A vállalat előnyben részesíti a belső előléptetést.':
    'The company gives preference to internal promotions.',
  'A teljesítményértékelés segít abban, hogy fejlődjek.': 'Performance reviews help me grow.',
  'Az éves teljesítményértékelés segít abban, hogy fejlődjek.':
    'The annual performance review helps me grow.',
  'Megfelelő kihívást jelent számomra a munkám.': 'My work challenges me in the right way.',
  'A munkám elegendő kihívást jelent számomra.': 'My job is challenging enough for me.',
  'A képességeimet jól ki tudom használni a munkakörömben.':
    'My role makes good use of my skills and abilities.',
  'A jelenlegi munkakörömben ki tudom bontakoztatni a képességeimet.':
    'My current role lets me make the most of my abilities.',
  'Rendszeresen beszélünk a vezetőmmel a fejlődési céljaimról.':
    'My manager and I regularly discuss my development goals.',
  'A vezetőmmel évente többször beszélünk a fejlődési céljaimról.':
    'My manager and I discuss my development goals several times a year.',
  'A vállalatnál a tehetséges munkatársak előre tudnak lépni.':
    'Talented people can move ahead at this company.',
  'A vállalatnál a tehetséges kollégák gyorsan előre tudnak lépni.':
    'Talented colleagues can progress quickly at this company.',
  'Van időm a munkaidőben tanulni és fejlődni.': 'I have time during working hours to learn and develop.',
  'A vállalatnál mentorálási lehetőség is elérhető.': 'Mentoring is available at the company.',
  'Kipróbálhatok új feladatokat és munkaköröket.': 'I can try out new tasks and roles.',
  'Időben megkapom a munkámhoz szükséges információkat.':
    'I get the information I need for my work in good time.',
  'Időben és pontosan megkapom a feladataimhoz szükséges információkat.':
    'I get accurate information for my tasks in good time.',
  'Tájékoztatnak a vállalatot érintő fontos változásokról.':
    'I am kept informed about important changes affecting the company.',
  'Időben tájékoztatnak a céget érintő fontos változásokról.':
    'I am told about important changes affecting the company in good time.',
  'A belső kommunikáció őszinte és átlátható.': 'Internal communication is honest and transparent.',
  'A vállalati belső kommunikáció nyílt és átlátható.':
    "The company's internal communication is open and transparent.",
  'Tudom, hol találom meg a munkámhoz szükséges információkat.':
    'I know where to find the information I need for my work.',
  'Tudom, hol keressem a munkámhoz szükséges információkat.':
    'I know where to look for the information I need for my work.',
  'A véleményemet elmondhatom következmények nélkül.': 'I can speak my mind without fear of consequences.',
  'A véleményemet bátran elmondhatom, negatív következmények nélkül.':
    'I feel safe to voice my opinion without negative consequences.',
  'A vezetés meghallgatja a munkavállalók javaslatait.': "Management listens to employees' suggestions.",
  'A vezetés meghallgatja és komolyan veszi a munkavállalók javaslatait.':
    "Management listens to employees' suggestions and takes them seriously.",
  'Az elégedettségi felmérés eredményei alapján valódi változások történnek.':
    'Real changes are made as a result of the employee survey.',
  'A felmérés eredményei alapján valódi változások történnek a vállalatnál.':
    'The company makes real changes based on the survey results.',
  'Értem a vállalat stratégiáját és céljait.': "I understand the company's strategy and goals.",
  'Ismerem és értem a vállalat hosszú távú céljait.': "I know and understand the company's long-term goals.",
  'A szervezeti egységek között megfelelő az információáramlás.':
    'Information flows well between departments.',
  'A szervezeti egységek között gördülékeny és gyors az információáramlás.':
    'Information flows smoothly and quickly between departments.',
  'A vezetői döntésekről időben értesülök.': 'I hear about management decisions in good time.',
  'A belső hírlevél és az intranet hasznos információkat ad.':
    'The internal newsletter and intranet give me useful information.',
  'Tudom, kihez fordulhatok, ha kérdésem van.': 'I know who to turn to when I have a question.',
  'A munkaterhelésem kezelhető.': 'My workload is manageable.',
  'A munkaterhelésem általában jól kezelhető.': 'My workload is usually manageable.',
  'A munkaidőmben el tudom végezni a feladataimat.': 'I can get my work done within my working hours.',
  'A rendes munkaidőmben el tudom végezni minden feladatomat.':
    'I can complete all my tasks within my normal working hours.',
  'Megfelelő egyensúlyt tudok tartani a munka és a magánélet között.':
    'I can maintain a healthy balance between work and my personal life.',
  'Jó egyensúlyt tudok teremteni a munka és a magánélet között.':
    'I am able to strike a good balance between work and personal life.',
  'Ritkán érzem magam kimerültnek a munkám miatt.': 'I rarely feel exhausted because of my work.',
  'Ritkán érzem magam kimerültnek a sok munka miatt.': 'I rarely feel worn out by the amount of work.',
  'A határidők reálisak.': 'Deadlines are realistic.',
  'A kitűzött határidők általában reálisak.': 'The deadlines we are set are usually realistic.',
  'A szabadságomat akkor vehetem ki, amikor szükségem van rá.': 'I can take time off when I need it.',
  'A szabadságomat akkor vehetem ki, amikor nekem megfelel.': 'I can take my holiday when it suits me.',
  'A csapatunkban megfelelő a létszám a feladatokhoz.': 'Our team is adequately staffed for the work.',
  'A csapatunkban megfelelő a létszám az elvégzendő feladatokhoz.':
    'Our team has enough people for the work we need to do.',
  'A túlórák mértéke elfogadható.': 'The amount of overtime is acceptable.',
  'Rugalmasan alakíthatom a munkaidőmet, ha szükséges.':
    'I can adjust my working hours flexibly when I need to.',
  'Ha szükséges, rugalmasan alakíthatom a munkaidőmet és a munkavégzés helyét.':
    'When needed, I can be flexible about when and where I work.',
  'Munkaidőn kívül ritkán keresnek munkaügyben.': 'I am rarely contacted about work outside working hours.',
  'A feladataimat világos prioritások szerint végezhetem.': 'I can work to clear priorities.',
  'A műszakbeosztásomat legalább két héttel előre ismerem.':
    'I know my shift schedule at least two weeks in advance.',
  'Rendelkezem a munkámhoz szükséges eszközökkel.': 'I have the tools I need to do my job.',
  'Rendelkezem a munkámhoz szükséges eszközökkel és anyagokkal.':
    'I have the tools and materials I need to do my job.',
  'A munkakörnyezetem biztonságos.': 'My working environment is safe.',
  'A munkakörnyezetem biztonságos és egészséges.': 'My working environment is safe and healthy.',
  'A munkahelyi informatikai rendszerek segítik a munkámat.': 'The IT systems at work help me do my job.',
  'A vállalati informatikai rendszerek hatékonyan segítik a munkámat.':
    "The company's IT systems support my work effectively.",
  'A munkahelyem tiszta és rendezett.': 'My workplace is clean and tidy.',
  'A munkaterületem tiszta és rendezett.': 'My work area is clean and tidy.',
  'A munkavédelmi előírásokat mindenki betartja.': 'Everyone follows health and safety rules.',
  'A munkavédelmi előírásokat nálunk mindenki következetesen betartja.':
    'Here, everyone consistently follows health and safety rules.',
  'A szociális helyiségek megfelelőek.': 'Staff facilities are adequate.',
  'Az öltözők és a szociális helyiségek megfelelőek.': 'Changing rooms and staff facilities are adequate.',
  'A munkafolyamatok jól szervezettek.': 'Work processes are well organised.',
  'Az otthoni munkavégzés feltételei biztosítottak.': 'I have what I need to work from home.',
  'Az otthoni munkavégzés technikai feltételei is biztosítottak.':
    'I also have the technical set-up I need to work from home.',
  'A munkahelyemen megfelelő a hőmérséklet és a világítás.':
    'Temperature and lighting at my workplace are comfortable.',
  'Az eszközök meghibásodását gyorsan kijavítják.': 'Broken equipment is repaired quickly.',
  'Az irodai és közösségi terek kényelmesek.': 'Office and common areas are comfortable.',
  'Elismerik, ha jó munkát végzek.': 'I get recognition when I do good work.',
  'Ha jó munkát végzek, azt a vállalatnál elismerik.': 'When I do good work, the company recognises it.',
  'A teljesítményemet igazságosan értékelik.': 'My performance is assessed fairly.',
  'A teljesítményemet tárgyilagosan és igazságosan értékelik.':
    'My performance is assessed objectively and fairly.',
  'Úgy érzem, megbecsülnek a munkahelyemen.': 'I feel valued at work.',
  'Úgy érzem, megbecsülnek és értékelnek a munkahelyemen.': 'I feel respected and valued at work.',
  'A sikereinket a vállalatnál megünneplik.': 'We celebrate our successes at the company.',
  'A kiemelkedő teljesítményt a vállalat jutalmazza.': 'The company rewards outstanding performance.',
  'A kiemelkedő teljesítményt a vállalat anyagilag is jutalmazza.':
    'The company rewards outstanding performance financially, too.',
  'A vezetőm megköszöni az erőfeszítéseimet.': 'My manager thanks me for my efforts.',
  'A vezetőm rendszeresen megköszöni a plusz erőfeszítéseimet.':
    'My manager regularly thanks me for going the extra mile.',
  'A munkámnak látható eredménye van.': 'My work has visible results.',
  'A munkámnak kézzelfogható eredménye van.': 'My work produces tangible results.',
  'A vállalatnál értékelik a tapasztalatot és a szakértelmet.':
    'Experience and expertise are valued at the company.',
  'A vállalatnál megbecsülik a tapasztalatot és a szakértelmet.':
    'Experience and expertise are appreciated at the company.',
  'A kollégáim is elismerik a munkámat.': 'My colleagues also recognise my work.',
  'A hosszú ideje itt dolgozók hűségét a vállalat elismeri.':
    'The company recognises the loyalty of long-serving employees.',
  'Az elismerés nálunk nem csak a vezetőknek jár.': 'Here, recognition is not reserved for managers.',
  'Mit változtatna meg elsőként a munkahelyén?':
    'What is the first thing you would change about your workplace?',
};
