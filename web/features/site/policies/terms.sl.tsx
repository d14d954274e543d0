// Pogoji uporabe, slovensko. Veljajo od 23. oktobra 2024 (docs/product.md § Policies). Angleško:
// terms.en.tsx (enaki razdelki, enaki id-ji). Pravila rezervacij ponavljajo
// docs/product.md § Booking rules: 10–100 gostov, 72 ur / 2 uri vnaprej.
import { COMPANY } from '../../../content/company.ts';
import { CancellationTerms, ControllerAddress, Mail, Phone, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        Ti pogoji urejajo uporabo spletnega mesta Stopover in storitve skupinskih rezervacij, ki jo upravlja družba {COMPANY.name}. Veljajo med
        nami in vsako organizacijo, ki registrira račun. Preberite jih pred registracijo: z označitvijo polja v obrazcu za registracijo jih v
        imenu svoje organizacije sprejmete.
      </p>
      <p>
        Na kratko: registrirajte se, potrdite e-naslov in počakajte na našo odobritev; nato rezervirajte kratke postanke vsaj 2 uri in dolge
        postanke vsaj 72 ur vnaprej, za 10 do 100 gostov na rezervacijo. Rezervacija je zavezujoča, ko jo potrdi naše osebje. Za spremembo ali
        preklic se obrnite na nas.
      </p>
    </>
  ),
  sections: [
    {
      id: 'provider',
      title: 'Kdo smo in kaj urejajo ti pogoji',
      content: (
        <>
          <p>Ponudnik storitve je:</p>
          <ControllerAddress language="sl" />
          <p>
            Pogoji veljajo za spletno mesto, za račune in za vsako rezervacijo, opravljeno prek storitve. Kako obdelujemo osebne podatke, določa{' '}
            {to.privacy('politika zasebnosti')}, kako uporabljamo piškotke, pa {to.cookies('politika piškotkov')}; obe sta sestavni del teh
            pogojev.
          </p>
        </>
      ),
    },
    {
      id: 'definitions',
      title: 'Pomen izrazov',
      content: (
        <ul>
          <li>
            <strong>Stranka</strong> — organizacija z računom: avtobusni prevoznik, turistična agencija, podjetje, društvo, skupina ali
            organizator.
          </li>
          <li>
            <strong>Uporabnik</strong> — oseba, ki račun registrira in ga uporablja v imenu stranke.
          </li>
          <li>
            <strong>Kratek postanek</strong> — oddih s toplimi napitki (kava, čaj) in krofi ali pecivom za vso skupino.
          </li>
          <li>
            <strong>Dolg postanek</strong> — obrok za mizo (kosilo ali jedi po naročilu) s sedežem, rezerviranim za vsakega gosta.
          </li>
          <li>
            <strong>Osebje</strong> — naši zaposleni, ki odobravajo račune in obdelujejo rezervacije.
          </li>
        </ul>
      ),
    },
    {
      id: 'accounts',
      title: 'Registracija in odobritev',
      content: (
        <ul>
          <li>Registrira se lahko le organizacija, in sicer prek osebe, ki je pooblaščena za delovanje v njenem imenu. Uporabnik to pooblastilo ob registraciji potrdi.</li>
          <li>
            Podatki, ki jih navedete, morajo biti resnični in popolni, v profilu pa jih morate sproti posodabljati. Geslo z najmanj osmimi znaki
            mora ostati tajno; za vse, kar se zgodi z vašim računom, odgovarjate sami in nas morate takoj obvestiti, če sumite, da je bil račun
            zlorabljen.
          </li>
          <li>
            Po registraciji e-naslov potrdite s povezavo, ki vam jo pošljemo. Nato račun pregleda naše osebje, običajno v 12 urah. Ko je račun
            odobren, vas obvestimo po e-pošti.
          </li>
          <li>
            Odobritev računa ni zagotovljena. Prijavo lahko zavrnemo, zlasti če so podatki nepopolni ali neresnični ali če ne pripadajo organizaciji.
            Podatke zavrnjene prijave takoj izbrišemo.
          </li>
        </ul>
      ),
    },
    {
      id: 'booking',
      title: 'Rezervacije',
      content: (
        <>
          <p>
            Rezervacije lahko oddajo le odobreni računi s potrjenim e-naslovom. Vsaka rezervacija vsebuje vrsto postanka, število gostov, podatek,
            ali želite rezervirati sedeže, ter datum in uro prihoda; dodate lahko odgovorno osebo (običajno voznika ali vodnika) in sporočilo z
            vašimi željami.
          </p>
          <ul>
            <li>
              <strong>Velikost skupine</strong>: od 10 do 100 gostov na rezervacijo. Večje skupine oddajo več rezervacij.
            </li>
            <li>
              <strong>Rok</strong>: dolg postanek je treba rezervirati najmanj 72 ur, kratek postanek pa najmanj 2 uri pred prihodom.
            </li>
            <li>
              <strong>Sedeži</strong>: pri dolgem postanku so sedeži rezervirani za prijavljeno število gostov. Tudi pri kratkem postanku lahko
              prosite za sedeže.
            </li>
            <li>
              <strong>Delovni čas in zmogljivost</strong>: prihod je mogoč v našem delovnem času in dokler je prostor; obrazec pokaže, kaj je na
              voljo, in predlaga bližnje termine.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'confirmation',
      title: 'Kdaj je rezervacija zavezujoča',
      content: (
        <>
          <p>
            Oddana rezervacija je povpraševanje. Vsaka rezervacija je odvisna od razpoložljivosti in potrditve našega osebja. Ob vsakem koraku vam
            pošljemo e-sporočilo, stanje pa lahko spremljate na nadzorni plošči:
          </p>
          <ul>
            <li>
              <strong>prejeta</strong> — čaka na naše osebje;
            </li>
            <li>
              <strong>v usklajevanju</strong> — obdelana, vendar se moramo z vami še o čem dogovoriti;
            </li>
            <li>
              <strong>potrjena</strong> — rezervacija je zavezujoča za obe strani;
            </li>
            <li>
              <strong>zaključena</strong> — skupina je prispela;
            </li>
            <li>
              <strong>preklicana</strong> — zavrnili smo jo ali je bila preklicana.
            </li>
          </ul>
          <p>
            Povpraševanje lahko zavrnemo, zlasti kadar ni dovolj prostora, kadar je restavracija zaprta ali kadar rezervacija ni v skladu s temi
            pogoji; razlog vam sporočimo.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Spremembe in preklici',
      content: (
        <>
          <p>
            Rezervacij v aplikaciji ni mogoče spreminjati ali preklicati. Čim prej se obrnite na naše osebje — po e-pošti na <Mail /> ali po
            telefonu na <Phone /> — in navedite številko rezervacije. Osebje spremembo, če je mogoča, vnese in jo potrdi po e-pošti.
          </p>
          <p>
            Spremembo števila gostov ali ure prihoda nam sporočite pravočasno. Če na dan postanka zamujate, nas pokličite: potrudili se bomo, da
            skupino postrežemo, vendar je postanek zamudne skupine lahko krajši.
          </p>
          <p>
            Če dogovor z vašo organizacijo ne določa drugačnih pogojev, veljajo ti pogoji odpovedi: <CancellationTerms language="sl" /> Cena je
            cena na gosta za rezervirane goste. Pogoji, pod katerimi je rezervacija oddana, so prikazani pred oddajo, kjer jih sprejmete; ponovimo
            jih v e-sporočilih o rezervaciji in ostanejo enaki, tudi če se naši pogoji pozneje spremenijo.
          </p>
          <p>Potrjeno rezervacijo smemo spremeniti ali preklicati le iz resnih razlogov, na katere nimamo vpliva, o čemer vas takoj obvestimo.</p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Cene in plačilo',
      content: (
        <ul>
          <li>
            Cene veljajo na gosta, so v evrih in vključujejo davek na dodano vrednost. Cene in jedilnike na spletnem mestu sproti posodablja vodja
            restavracije.
          </li>
          <li>
            Za rezervacijo velja cena na gosta, prikazana ob rezervaciji, tudi če se naše cene pozneje spremenijo. Postavke jedilnika z lastno ceno
            so dodatki in se zaračunajo posebej.
          </li>
          <li>Plačilo se opravi na dan postanka, razen če je bilo z našim osebjem dogovorjeno plačilo po računu.</li>
        </ul>
      ),
    },
    {
      id: 'obligations',
      title: 'Vaše obveznosti',
      content: (
        <ul>
          <li>storitev uporabljajte zakonito in le za resnične rezervacije svoje organizacije;</li>
          <li>
            navajajte resnične podatke, tudi dejansko število gostov, prehranske potrebe pa opišite splošno (brez imen gostov);
          </li>
          <li>
            odgovorno osebo, ki jo navedete v rezervaciji, obvestite, da ste nam posredovali njeno ime, in zakaj (glejte politiko zasebnosti);
          </li>
          <li>
            ne posegajte v delovanje storitve — ne poskušajte dostopati do drugih računov, ne pošiljajte množičnih samodejnih zahtev in ne
            zaobidite captche ali drugih zaščit.
          </li>
        </ul>
      ),
    },
    {
      id: 'blocking',
      title: 'Blokada in ukinitev računa',
      content: (
        <>
          <p>
            Če utemeljeno sumimo, da se račun uporablja v nasprotju s temi pogoji — na primer z neresničnimi podatki, za zlonamerne ali navidezne
            rezervacije ali na način, ki ogroža storitev —, ga naše osebje lahko blokira. Z blokiranim računom se je še mogoče prijaviti in videti
            nadzorno ploščo, rezervacij pa ni mogoče oddajati; razlog vam sporočimo in nanj lahko odgovorite. Blokado odpravimo, ko razlog zanjo
            preneha.
          </p>
          <p>
            Račun lahko kadar koli izbrišete v svojem profilu. Odobren račun arhiviramo za 90 dni in ga nato skupaj z rezervacijami izbrišemo;
            prihodnje potrjene rezervacije je treba prej preklicati pri našem osebju. Račun, ki je bil blokiran zaradi hujše kršitve ali ki ga dlje
            časa ne uporabljate, smemo ukiniti, potem ko vas o tem obvestimo po e-pošti.
          </p>
        </>
      ),
    },
    {
      id: 'availability',
      title: 'Razpoložljivost storitve',
      content: (
        <p>
          Trudimo se, da bi bila storitev ves čas na voljo, ne moremo pa zagotoviti, da bo vedno delovala brez prekinitev ali napak; zaradi
          vzdrževanja jo lahko za kratek čas prekinemo. Njene funkcije lahko razvijamo in spreminjamo. Kadar storitev ni na voljo, lahko
          rezervacijo vedno oddate ali spremenite po e-pošti ali telefonu.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Odgovornost',
      content: (
        <>
          <p>
            Odgovarjamo za škodo, ki jo povzročimo namenoma ali iz hude malomarnosti, za škodo na življenju, telesu ali zdravju pa vedno. Pri
            navadni malomarnosti je naša odgovornost omejena na predvidljivo neposredno škodo, največ do vrednosti zadevne rezervacije; za izgubljeni
            dobiček in posredno škodo ne odgovarjamo.
          </p>
          <p>
            Ne odgovarjamo za okoliščine, na katere nimamo vpliva (višja sila), kot so hudo neurje, zapore cest ali promet, zaradi katerih skupina
            zamudi, niti za škodo, ki nastane zaradi neresničnih podatkov v računu ali rezervaciji. Pravice, ki izhajajo iz kogentnih predpisov, s tem niso omejene.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Vsebina spletnega mesta',
      content: (
        <p>
          Besedila, ilustracije, logotip in programska oprema spletnega mesta so avtorsko zaščiteni in pripadajo družbi {COMPANY.name} ali njenim
          dajalcem licenc. Uporabljate jih lahko le za uporabo storitve.
        </p>
      ),
    },
    {
      id: 'complaints',
      title: 'Vprašanja in reklamacije',
      content: (
        <p>
          Vprašanja in reklamacije v zvezi s storitvijo ali rezervacijo pošljite na <Mail />. Prejem potrdimo in odgovorimo v osmih delovnih dneh.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Pravo in reševanje sporov',
      content: (
        <p>
          Za te pogoje in vse rezervacije se uporablja pravo Republike Slovenije. Morebitna nesoglasja si bomo prizadevali rešiti sporazumno; če to
          ne uspe, odloča pristojno sodišče v Ljubljani, razen če kogentni predpisi določajo drugače.
        </p>
      ),
    },
    {
      id: 'amendments',
      title: 'Spremembe pogojev',
      content: (
        <p>
          Pogoje lahko spremenimo, na primer ob spremembi storitve ali zakonodaje. Novo različico objavimo na tej strani z datumom začetka
          veljavnosti, imetnike računov pa o njej obvestimo po e-pošti vsaj 15 dni prej. Če se s spremembo ne strinjate, lahko račun izbrišete,
          preden začne veljati; če storitev uporabljate še naprej, veljajo novi pogoji. Že potrjene rezervacije se izvedejo po pogojih, ki so
          veljali ob njihovi potrditvi.
        </p>
      ),
    },
  ],
};

export default document;
