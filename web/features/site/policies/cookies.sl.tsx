// Politika piškotkov, slovensko. Velja od 21. februarja 2025 (docs/product.md § Policies). Preglednice
// piškotkov so iz web/content/cookies.ts (enak seznam prikaže okno za privolitev). Angleško:
// cookies.en.tsx.
import { COMPANY } from '../../../content/company.ts';
import { CookieTable, Mail, StorageTable, to } from './parts.tsx';
import type { PolicyDocument } from './types.ts';

const document: PolicyDocument = {
  summary: (
    <>
      <p>
        Ta politika pojasnjuje, katere piškotke in podobne tehnologije družba {COMPANY.name} uporablja na spletnem mestu Stopover, čemu služi
        posamezen piškotek in kako dolgo traja ter kako se odločite — in premislite — o tistih, za katere potrebujemo vašo privolitev.
      </p>
      <p>
        Na kratko: nekaj nujnih piškotkov uporabljamo za prijavo ter za pomnjenje jezika in vaše izbire glede piškotkov. Piškotke Google
        Analytics nastavimo le, če izberete »Sprejmi vse«, s povezavo »Nastavitve piškotkov« na dnu vsake strani pa lahko privolitev kadar koli
        prekličete.
      </p>
    </>
  ),
  sections: [
    {
      id: 'what',
      title: 'Kaj so piškotki',
      content: (
        <>
          <p>
            Piškotek je majhna besedilna datoteka, ki jo spletno mesto shrani v vaš brskalnik in jo ob naslednjih zahtevah znova prebere. Brskalniki
            spletnim mestom omogočajo tudi hrambo podatkov v lastni shrambi (<code>localStorage</code> in <code>sessionStorage</code>), ki vaše
            naprave ne zapustijo, razen če jih stran pošlje. Za oboje veljajo enaka pravila, zato ta politika zajema oboje.
          </p>
          <p>
            Po Zakonu o elektronskih komunikacijah (ZEKom-2) in pravilih EU o zasebnosti v elektronskih komunikacijah sme spletno mesto podatke na
            vaši napravi shranjevati brez vprašanja le, kadar je to nujno potrebno za storitev, ki ste jo zahtevali. Za vse drugo — pri nas je to
            analitika — potrebujemo vašo predhodno privolitev.
          </p>
        </>
      ),
    },
    {
      id: 'necessary',
      title: 'Nujni piškotki',
      content: (
        <>
          <p>
            Ti piškotki omogočajo delovanje spletnega mesta: prijavo, ohranjanje prijave, prikaz strani v vašem jeziku in pomnjenje vaše izbire
            glede piškotkov. Nastavi jih Stopover sam, nikoli se ne uporabljajo za sledenje ali oglaševanje in zanje privolitev ni potrebna. V
            nastavitvah piškotkov jih ni mogoče izklopiti; če jih blokirate v brskalniku, se ne boste mogli prijaviti.
          </p>
          <CookieTable language="sl" category="necessary" caption="Seznam nujnih piškotkov" />
          <p>
            Piškotka za prijavo sta sejna: brskalnik ju izbriše, ko ga zaprete. Označena sta z <code>HttpOnly</code> (skripte ju ne morejo
            prebrati), <code>Secure</code> (pošiljata se le po šifrirani povezavi) in <code>SameSite=Strict</code> (nikoli se ne pošiljata z
            zahtevami drugih spletnih mest). Tudi piškotek privolitve je označen s <code>Secure</code> in <code>SameSite=Strict</code>.
          </p>
        </>
      ),
    },
    {
      id: 'analytics',
      title: 'Analitični piškotki (le z vašo privolitvijo)',
      content: (
        <>
          <p>
            Če izberete »Sprejmi vse« ali v podrobnostih dovolite analitične piškotke, naložimo Google Analytics 4, storitev družbe Google Ireland
            Limited. Pove nam, koliko ljudi obišče spletno mesto, katere strani berejo in kje spletno mesto zapustijo — številke, ki nam pomagajo, da je spletno
            mesto jasnejše. Ne uporabljamo je za oglaševanje, ne povezujemo je z vašim računom, oglaševalske funkcije pa so izklopljene (način
            privolitve Google: shranjevanje za oglaševanje, podatki o uporabnikih za oglase in personalizacija oglasov so zavrnjeni).
          </p>
          <CookieTable language="sl" category="analytics" caption="Seznam analitičnih piškotkov" />
          <p>
            <code>&lt;ID&gt;</code> označuje našo lastnost Google Analytics. Dokler ne privolite, se skripta Google Analytics sploh ne prenese,
            zato Google o vašem obisku ne prejme ničesar. Google Analytics 4 naslovov IP ne beleži in ne shranjuje; Google lahko podatke prenese v
            Združene države Amerike na podlagi okvira EU-ZDA za zasebnost podatkov (EU–US Data Privacy Framework). Več v naši{' '}
            {to.privacy('politiki zasebnosti')} in v{' '}
            <a href="https://policies.google.com/privacy?hl=sl" rel="noopener noreferrer">
              Googlovi politiki zasebnosti
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'storage',
      title: 'Shramba brskalnika',
      content: (
        <>
          <p>
            Aplikacija nekaj vnosov hrani tudi v shrambi vašega brskalnika. Noben od njih sam od sebe ne zapusti vaše naprave in noben se ne
            uporablja za sledenje.
          </p>
          <StorageTable language="sl" caption="Vnosi v shrambi brskalnika" />
          <p>
            Prijavljeni zaposleni imajo tudi vnos <code>stopover.adminSidebar</code>, ki si zapomni, ali je stranski meni v območju za osebje
            odprt.
          </p>
        </>
      ),
    },
    {
      id: 'choice',
      title: 'Kako se odločite',
      content: (
        <>
          <p>
            Ob prvem obisku se približno sekundo po nalaganju strani na dnu zaslona prikaže obvestilo o piškotkih. Strani ne zaklene: lahko berete
            naprej, iz obvestila pa odprete to politiko in politiko zasebnosti. Izberete lahko:
          </p>
          <ul>
            <li>
              <strong>Samo nujni</strong> — le zgoraj navedeni nujni piškotki, brez analitike;
            </li>
            <li>
              <strong>Sprejmi vse</strong> — nujni in analitični piškotki;
            </li>
            <li>
              <strong>Podrobnosti</strong> — seznam piškotkov s stikalom za analitiko in gumbom za shranitev izbire.
            </li>
          </ul>
          <p>
            Oba odgovora sta enako preprosta, storitev pa deluje enako ne glede na vašo izbiro. Če obvestilo zaprete s tipko Escape, ne da bi
            izbrali, se ne shrani nič in analitika se ne izvaja; vprašamo vas znova ob naslednjem obisku.
          </p>
          <p>
            Vašo izbiro (nujni: vedno da; analitični: da ali ne; in čas izbire) za eno leto zabeležimo v shrambi brskalnika in v piškotku{' '}
            <code>cookie_consent</code>. Po enem letu vas vprašamo znova.
          </p>
        </>
      ),
    },
    {
      id: 'withdraw',
      title: 'Sprememba izbire in preklic privolitve',
      content: (
        <>
          <p>
            Na dnu katere koli strani izberite <strong>»Nastavitve piškotkov«</strong>. Obvestilo se odpre z vašo trenutno izbiro in izberete lahko
            drugo. Preklic privolitve je enako preprost kot njena podaja in učinkuje takoj:
          </p>
          <ul>
            <li>
              Google Analytics dobi navodilo, naj preneha (<code>ga-disable</code> in način privolitve »zavrnjeno«), zato se ne pošilja nič več;
            </li>
            <li>
              piškotka <code>_ga</code> in <code>_ga_&lt;ID&gt;</code> se izbrišeta, in sicer na domeni tega spletnega mesta in na nadrejeni domeni,
              kamor ju postavi Google Analytics.
            </li>
          </ul>
          <p>Preklic privolitve ne vpliva na zakonitost analitike, izvedene pred preklicem.</p>
        </>
      ),
    },
    {
      id: 'browser',
      title: 'Piškotki in vaš brskalnik',
      content: (
        <p>
          Piškotke si lahko ogledate, jih izbrišete ali blokirate tudi v nastavitvah brskalnika (običajno pod »Zasebnost« ali »Podatki spletnih
          mest«). Izbris podatkov spletnega mesta Stopover vas odjavi ter ponastavi jezik in izbiro glede piškotkov. Google ponuja{' '}
          <a href="https://tools.google.com/dlpage/gaoptout?hl=sl" rel="noopener noreferrer">
            dodatek za brskalnik, s katerim onemogočite Google Analytics
          </a>{' '}
          na vseh spletnih mestih.
        </p>
      ),
    },
    {
      id: 'others',
      title: 'Brez drugih piškotkov tretjih oseb',
      content: (
        <p>
          Oglaševalskih piškotkov ali piškotkov družbenih omrežij ne uporabljamo in razen Google Analytics z vašo privolitvijo prek naših strani
          piškotkov ne nastavlja nobena tretja oseba. Povezavi na naši strani na Facebooku in Instagramu v nogi sta navadni povezavi: ti storitvi
          lahko svoje piškotke nastavita šele, ko povezavi sledite, in sicer po lastnih pravilih. Naša captcha deluje v celoti na našem strežniku
          in ne nastavlja piškotkov.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Vprašanja in spremembe',
      content: (
        <p>
          Z vprašanji o piškotkih nam pišite na <Mail />. Ko začnemo ali prenehamo uporabljati kak piškotek, posodobimo to politiko in datum
          njene veljavnosti; če sprememba zahteva vašo privolitev, vas zanjo vprašamo znova. Kako sicer obdelujemo osebne podatke, pojasnjuje{' '}
          {to.privacy('politika zasebnosti')}.
        </p>
      ),
    },
  ],
};

export default document;
