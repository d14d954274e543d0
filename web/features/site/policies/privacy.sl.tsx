// Politika zasebnosti, slovensko. Velja od 21. februarja 2025 (docs/product.md § Policies). Angleško
// besedilo je v privacy.en.tsx; obe različici naj imata enake razdelke (enake id-je).
import { COMPANY } from '../../../content/company.ts';
import { UNVERIFIED_REGISTRATION_DAYS } from '../../../../graph/domain/retention.ts';
import { CommissionerAddress, ControllerAddress, Mail, Table, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        Ta politika pojasnjuje, kako družba {COMPANY.name} obdeluje osebne podatke, ko obiščete naše spletno mesto in ko vaša organizacija
        uporablja storitev skupinskih rezervacij Stopover: katere podatke hranimo, zakaj, na kateri pravni podlagi, kako dolgo, kdo jih prejme
        in katere pravice imate po Splošni uredbi o varstvu podatkov (GDPR) in Zakonu o varstvu osebnih podatkov (ZVOP-2).
      </p>
      <p>
        Na kratko: vaše podatke uporabljamo za vodenje vašega računa in rezervacij vaše skupine ter za varnost storitve. Ne prodajamo jih.
        Analitične piškotke nastavimo le, če to dovolite, svoje podatke pa lahko kadar koli prenesete ali izbrišete v svojem profilu.
      </p>
    </>
  ),
  sections: [
    {
      id: 'controller',
      title: 'Kdo je odgovoren za vaše podatke',
      content: (
        <>
          <p>Upravljavec vaših osebnih podatkov je:</p>
          <ControllerAddress language="sl" />
          <p>
            Z vprašanji o svojih osebnih podatkih ali za uveljavljanje pravic nam pišite na <Mail /> ali po pošti na zgornji naslov. Odgovorimo
            v slovenščini ali angleščini.
          </p>
        </>
      ),
    },
    {
      id: 'scope',
      title: 'Na koga in kaj se politika nanaša',
      content: (
        <>
          <p>Politika velja za osebne podatke:</p>
          <ul>
            <li>obiskovalcev našega spletnega mesta;</li>
            <li>
              kontaktnih oseb organizacij — avtobusnih prevoznikov, turističnih agencij, podjetij, skupin in organizatorjev —, ki pri nas
              registrirajo račun;
            </li>
            <li>odgovornih oseb (običajno voznika ali vodnika), navedenih v rezervaciji;</li>
            <li>vseh, ki nam glede rezervacije pišejo ali nas pokličejo.</li>
          </ul>
          <p>
            Podatki o sami organizaciji (na primer njeno ime) niso osebni podatki, so pa to podatki ljudi, ki v njenem imenu delujejo. Z vsemi
            podatki v računu ravnamo enako skrbno.
          </p>
        </>
      ),
    },
    {
      id: 'data',
      title: 'Katere podatke obdelujemo',
      content: (
        <>
          <h3>Podatki o računu</h3>
          <p>Ko se vaša organizacija registrira in uporablja račun, hranimo:</p>
          <ul>
            <li>ime skupine, podjetja ali agencije;</li>
            <li>ime in priimek kontaktne osebe (neobvezno);</li>
            <li>e-naslov, telefonsko številko (neobvezno), uporabniško ime in dodatne kontaktne podatke, ki nam jih posredujete;</li>
            <li>
              geslo — zgolj v obliki enosmerne kriptografske izpeljanke (scrypt); v družbi Stopover ga nihče ne more prebrati in nikoli vas ne bomo
              prosili zanj;
            </li>
            <li>želeni jezik naših e-sporočil;</li>
            <li>
              datume registracije, potrditve e-naslova, sprejetja pogojev uporabe, odobritve in zadnje prijave ter stanje računa (čaka na
              odobritev, odobren, blokiran — z razlogom blokade).
            </li>
          </ul>
          <h3>Podatki o rezervacijah</h3>
          <ul>
            <li>številko rezervacije, vrsto postanka (kratek ali dolg), število gostov, rezervacijo sedežev ter datum in uro prihoda;</li>
            <li>ime in priimek odgovorne osebe, če ju navedete (običajno voznika ali vodnika, ki pride s skupino);</li>
            <li>vaše sporočilo in želje za postanek (na primer glede prehrane);</li>
            <li>
              stanje rezervacije in njeno zgodovino — kdo je kaj spremenil in kdaj ter opombe, ki jih naše osebje doda ob potrditvi, usklajevanju
              ali zavrnitvi rezervacije;
            </li>
            <li>ceno na gosta, prikazano ob rezervaciji.</li>
          </ul>
          <p>
            Prehranske potrebe prosimo opišite splošno (na primer »trije brezglutenski obroki«) in ne navajajte imen gostov, na katere se
            nanašajo: teh ne potrebujemo, podatki o zdravju ali veroizpovedi pa so posebej varovani. Karkoli nam napišete, uporabimo le za pripravo
            postanka vaše skupine.
          </p>
          <h3>Sporočila in e-pošta</h3>
          <p>
            Hranimo kopije e-sporočil, ki vam jih pošljemo — potrditev e-naslova, odobritev računa, prejeta, potrjena, spremenjena ali zavrnjena
            rezervacija in ponastavitev gesla — s prejemnikom, zadevo, vsebino, časom pošiljanja in stanjem dostave. Kadar nam pišete ali nas
            pokličete, hranimo, kar potrebujemo za obravnavo vaše zahteve.
          </p>
          <h3>Dnevniki in varnostni podatki</h3>
          <ul>
            <li>
              revizijsko sled prijav (uspešnih in neuspešnih) s časom in naslovom IP, s katerega so bile opravljene, registracij, oddaje
              rezervacij in sprememb njihovega stanja ter odločitev našega osebja o računih;
            </li>
            <li>
              kratkotrajne zapise, ki storitev varujejo pred zlorabami: koliko poskusov je bilo v nekaj minutah opravljenih z določenega naslova IP
              ali za določen račun in katere računske uganke naše lastne captche (pri njej ne sodeluje nobena tretja oseba) so že rešene;
            </li>
            <li>
              tehnične strežniške dnevnike posameznih zahtev (čas, zahtevani naslov, izid, trajanje) — brez vašega naslova IP — za delovanje in
              odpravljanje napak.
            </li>
          </ul>
          <h3>Piškotki, shramba brskalnika in analitika</h3>
          <p>
            Nujne piškotke in vnose v shrambi brskalnika ter analitične piškotke, ki jih nastavimo le z vašo privolitvijo, opisuje{' '}
            {to.cookies('politika piškotkov')}. Če analitične piškotke sprejmete, Google Analytics obdeluje naključni identifikator vašega
            brskalnika, ogledane strani, čas obiska, vrsto naprave in brskalnika ter približno lokacijo, določeno iz naslova IP (Google Analytics 4
            naslovov IP ne shranjuje).
          </p>
        </>
      ),
    },
    {
      id: 'purposes',
      title: 'Zakaj jih obdelujemo in na kateri pravni podlagi',
      content: (
        <>
          <Table
            caption="Nameni in pravne podlage (prvi odstavek 6. člena GDPR)"
            head={['Namen', 'Podatki', 'Pravna podlaga']}
            rows={[
              [
                'Registracija, preverjanje in odobritev računa; vodenje računa',
                'Podatki o računu, e-sporočila',
                'Ukrepi pred sklenitvijo pogodbe in izvajanje pogodbe z vašo organizacijo (točka (b)); za kontaktne osebe, ki delujejo v imenu organizacije, naš zakoniti interes, da s stranko poslujemo prek njih (točka (f))',
              ],
              [
                'Sprejem, potrjevanje, usklajevanje in izvedba rezervacij; obveščanje o njih po e-pošti',
                'Podatki o rezervacijah in računu, e-sporočila',
                'Izvajanje pogodbe (točka (b)); za odgovorno osebo, navedeno v rezervaciji, naš zakoniti interes, da vemo, koga pričakujemo in s kom se ob prihodu dogovarjamo (točka (f))',
              ],
              [
                'Varnost storitve in računov: dnevniki prijav in revizijska sled, omejitve poskusov, captcha, blokada računov, uporabljenih v nasprotju s pogoji',
                'Dnevniki in varnostni podatki, stanje računa',
                'Zakoniti interes za zaščito uporabnikov, osebja in storitve (točka (f))',
              ],
              [
                'Obravnava vprašanj, reklamacij in pravnih zahtevkov v zvezi z rezervacijami',
                'Podatki o rezervacijah in njihova zgodovina, e-sporočila, dnevniki',
                'Zakoniti interes za uveljavljanje, izvajanje ali obrambo pravnih zahtevkov (točka (f))',
              ],
              [
                'Načrtovanje zmogljivosti in osebja: statistika rezervacij po tednih, dnevih in urah',
                'Podatki o rezervacijah v združeni obliki',
                'Zakoniti interes za dobro vodenje restavracije (točka (f))',
              ],
              [
                'Vodenje računovodskih evidenc, kadar je rezervacija zaračunana',
                'Podatki o organizaciji in rezervaciji na računu',
                'Zakonska obveznost po davčnih in računovodskih predpisih (točka (c))',
              ],
              [
                'Pomnjenje vašega jezika in vaše izbire glede piškotkov',
                'Nujni piškotki in shramba brskalnika',
                'Zakoniti interes (točka (f)); ti podatki so nujno potrebni za storitev, ki jo zahtevate, zato privolitev ni potrebna',
              ],
              [
                'Merjenje uporabe spletnega mesta (Google Analytics 4)',
                'Analitični piškotki in podatki o uporabi',
                'Vaša privolitev (točka (a)), ki jo lahko kadar koli prekličete',
              ],
            ]}
          />
          <p>
            Kadar se opiramo na zakoniti interes, smo ga pretehtali z vašimi interesi in pravicami; takšni obdelavi lahko kadar koli ugovarjate
            (glejte razdelek »Vaše pravice«).
          </p>
        </>
      ),
    },
    {
      id: 'required',
      title: 'Ali nam morate posredovati podatke?',
      content: (
        <p>
          Polja, ki so v obrazcih za registracijo in rezervacijo označena kot obvezna, so potrebna za sklenitev in izvajanje pogodbe: brez njih
          računa ne moremo odpreti in rezervacije ne moremo sprejeti. Neobvezna polja so neobvezna. Privolitev v analitične piškotke je povsem
          prostovoljna in njena zavrnitev ne spremeni ničesar pri delovanju storitve.
        </p>
      ),
    },
    {
      id: 'decisions',
      title: 'Brez avtomatiziranega odločanja',
      content: (
        <p>
          O vas ne odločamo zgolj z avtomatizirano obdelavo in vas ne profiliramo. Vsak račun odobri ali zavrne in vsako rezervacijo potrdi ali
          zavrne član našega osebja. Sistem pred oddajo rezervacije preveri le pravila rezervacij (velikost skupine, roke in razpoložljive
          sedeže).
        </p>
      ),
    },
    {
      id: 'recipients',
      title: 'Kdo prejme vaše podatke',
      content: (
        <>
          <p>Vaše podatke vidijo le tisti zaposleni, ki jih potrebujejo pri svojem delu. Poleg njih jih obdelujejo:</p>
          <ul>
            <li>
              <strong>ponudnik gostovanja</strong>, na čigar strežnikih delujejo spletno mesto, podatkovna zbirka in varnostne kopije;
            </li>
            <li>
              <strong>ponudnik dostave e-pošte</strong>, ki dostavlja e-sporočila, ki jih pošilja storitev;
            </li>
            <li>
              <strong>Google Ireland Limited</strong> (Gordon House, Barrow Street, Dublin 4, Irska) za Google Analytics — le če ste sprejeli
              analitične piškotke.
            </li>
          </ul>
          <p>
            Ti ponudniki podatke obdelujejo izključno po naših navodilih in na podlagi pogodbe o obdelavi osebnih podatkov v skladu s 28. členom
            GDPR. Podatke smo dolžni razkriti tudi sodiščem, inšpekcijskim organom ali policiji, kadar to zahteva zakon. Osebnih podatkov ne
            prodajamo in jih nikomur ne posredujemo za njegovo trženje.
          </p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'Prenosi zunaj Evropske unije',
      content: (
        <p>
          Izbiramo ponudnike, ki podatke obdelujejo v Evropski uniji ali Evropskem gospodarskem prostoru. Edina izjema je Google Analytics, in še
          to le z vašo privolitvijo: Google Ireland Limited lahko podatke prenese družbi Google LLC v Združenih državah Amerike. Družba Google LLC
          je certificirana po okviru EU-ZDA za zasebnost podatkov (EU–US Data Privacy Framework), za katerega je Evropska komisija
          10. julija 2023 sprejela sklep o ustreznosti; Google uporablja tudi standardna pogodbena določila Evropske komisije.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'Kako dolgo hranimo podatke',
      content: (
        <>
          <Table
            caption="Roki hrambe"
            head={['Podatki', 'Rok hrambe']}
            rows={[
              ['Podatki o računu', 'Dokler račun obstaja, torej dokler ga vi ali mi ne izbrišemo.'],
              ['Zavrnjene prijave', 'Izbrišemo jih takoj ob odločitvi (o tem vam pošljemo kratko e-sporočilo).'],
              ['Registracije, katerih e-naslov ni potrjen', `Izbrišemo jih ${UNVERIFIED_REGISTRATION_DAYS} dni po registraciji.`],
              ['Izbrisan račun, ki ni bil nikoli odobren', 'Izbrišemo ga takoj.'],
              [
                'Izbrisan račun, ki je bil odobren',
                'Arhiviramo ga za 90 dni — uporabljati ga ni več mogoče, odprta vprašanja o njegovih rezervacijah pa je še mogoče razrešiti —, nato ga skupaj z rezervacijami in e-sporočili dokončno izbrišemo.',
              ],
              ['Rezervacije in njihova zgodovina', 'Dokler račun obstaja, nato kot zgoraj.'],
              ['Kopije e-sporočil, poslanih vam', 'Dokler račun obstaja, nato kot zgoraj.'],
              ['Dnevniki prijav in revizijska sled (z naslovi IP)', '12 mesecev od dogodka.'],
              ['Povezave za potrditev e-naslova ali ponastavitev gesla', 'Do uporabe ali poteka in še en dan.'],
              ['Zapisi o omejitvah poskusov in zapisi captche', 'Do poteka: nekaj minut, največ en dan.'],
              ['Tehnični strežniški dnevniki (brez naslovov IP)', 'Največ 30 dni.'],
              [
                'Računi in računovodske evidence',
                'Kolikor zahtevajo davčni predpisi: 10 let po koncu leta, na katero se račun nanaša. Izdani računi in dobropisi s podatki za račun, ki so na njih, se hranijo tudi, ko izbrišete svoj račun; vse drugo se izbriše, kot je opisano tukaj.',
              ],
              [
                'Analitični podatki v Google Analytics (le s privolitvijo)',
                '14 mesecev; sami analitični piškotki potečejo po 2 letih ali ob preklicu privolitve.',
              ],
            ]}
          />
          <p>
            Kadar bi podatke utegnili potrebovati za uveljavljanje, izvajanje ali obrambo pravnih zahtevkov, jih smemo hraniti do zaključka
            zadeve. Ko rok hrambe poteče, podatke izbrišemo ali anonimiziramo.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Kako varujemo vaše podatke',
      content: (
        <ul>
          <li>ves promet med vašim brskalnikom in našo storitvijo je šifriran (HTTPS);</li>
          <li>
            gesla hranimo le kot izpeljanke scrypt z naključno soljo, seje pa v piškotkih, ki jih skripte ne morejo prebrati (HttpOnly);
          </li>
          <li>
            dostop do podatkov strank je omejen na pooblaščeno osebje z osebnimi računi; pomembna dejanja se beležijo v revizijski sledi;
          </li>
          <li>ponavljajoči se poskusi prijave so upočasnjeni in zaščiteni s captcho;</li>
          <li>programsko opremo in strežnike redno posodabljamo in redno preverjamo, kdo ima dostop.</li>
        </ul>
      ),
    },
    {
      id: 'rights',
      title: 'Vaše pravice',
      content: (
        <>
          <p>Po 15. do 22. členu GDPR imate pravico:</p>
          <ul>
            <li>
              <strong>do dostopa</strong> — da izveste, ali obdelujemo vaše podatke, in prejmete njihovo kopijo;
            </li>
            <li>
              <strong>do popravka</strong> — da netočne podatke popravimo in nepopolne dopolnimo;
            </li>
            <li>
              <strong>do izbrisa</strong> — da vaše podatke izbrišemo, kadar niso več potrebni, kadar prekličete privolitev ali ugovarjate obdelavi
              ali kadar so bili obdelani nezakonito;
            </li>
            <li>
              <strong>do omejitve obdelave</strong> — da podatke hranimo, vendar jih sicer ne uporabljamo, na primer dokler preverjamo njihovo
              točnost;
            </li>
            <li>
              <strong>do prenosljivosti podatkov</strong> — da podatke, ki ste nam jih posredovali, prejmete v strukturirani, splošno uporabljani in
              strojno berljivi obliki ter jih posredujete drugemu;
            </li>
            <li>
              <strong>do ugovora</strong> — da iz razlogov, povezanih z vašim posebnim položajem, kadar koli ugovarjate obdelavi, ki temelji na
              našem zakonitem interesu;
            </li>
            <li>
              <strong>do preklica privolitve</strong> — kadar koli, ne da bi to vplivalo na zakonitost obdelave na podlagi privolitve pred njenim
              preklicem;
            </li>
            <li>
              <strong>do pritožbe</strong> pri nadzornem organu, če menite, da vaše podatke obdelujemo nezakonito:
            </li>
          </ul>
          <CommissionerAddress language="sl" />
          <h3>Kako pravice uveljavljate</h3>
          <ul>
            <li>
              <strong>Vpogled, popravek in prenos</strong>: v svojem {to.profile('profilu')} lahko spremenite podatke organizacije in vse, kar
              hranimo o vašem računu, prenesete v datoteki JSON (»Prenesi moje podatke«).
            </li>
            <li>
              <strong>Izbris</strong>: v nevarnem območju profila lahko račun izbrišete sami, tako da za potrditev vpišete njegov e-naslov. Odobren
              račun arhiviramo za 90 dni in ga nato izbrišemo; račun, ki ni bil nikoli odobren, izbrišemo takoj.
            </li>
            <li>
              <strong>Preklic privolitve v analitiko</strong>: na dnu katere koli strani izberite »Nastavitve piškotkov« in nato »Samo nujni«.
              Analitični piškotki se izbrišejo takoj.
            </li>
            <li>
              <strong>Vse drugo</strong> — ugovor, omejitev obdelave ali vprašanje o odgovorni osebi, navedeni v rezervaciji: pišite na <Mail />.
            </li>
          </ul>
          <p>
            Odgovorimo v enem mesecu od prejema zahteve; pri zapletenih ali številnih zahtevah se rok lahko podaljša za največ dva meseca, o
            čemer vas obvestimo in navedemo razloge. Uveljavljanje pravic je brezplačno. Preden ukrepamo, vas lahko prosimo, da potrdite svojo
            istovetnost (običajno z odgovorom z e-naslova računa).
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Otroci',
      content: (
        <p>
          Storitev je namenjena organizacijam in polnoletnim osebam, ki delujejo v njihovem imenu. Podatkov o otrocih zavestno ne zbiramo; vodja
          skupine, ki rezervira postanek za šolski razred, nam sporoči le število gostov, ne njihovih imen.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Spremembe politike',
      content: (
        <p>
          Politiko posodobimo, kadar se spremenita naša storitev ali zakonodaja. Datum, od katerega velja trenutna različica, je naveden na vrhu.
          O pomembnih spremembah imetnike računov obvestimo po e-pošti ali z obvestilom na spletnem mestu, preden začnejo veljati. Pogoje, pod
          katerimi uporabljate storitev, določajo {to.terms('pogoji uporabe')}.
        </p>
      ),
    },
  ],
};

export default document;
