/**
 * The case studies' seed: nine projects in both languages, each with its own story (the brief and how we went about
 * it, the figures, what we delivered, the launch, the result and the client's word) and drawn as its own brand in use
 * (brands.ts, brand-art.ts). The clients and their figures are invented, as examples an agency replaces with its own:
 * modest, specific and dated, never a claim about the agency itself. `**words**` in a paragraph are set in bold.
 */
import type { Pair, projectCategories } from './content'

/** A figure of the project's result, as its statistics show it: what, how much, and against what. */
type Figure = { title: string; number: string; text: string }

/** A case study's words in one language, in the order its page shows them. */
export type CaseStudy = {
  /** What the client asked for and why, then how we went about it. */
  brief: { title: string; text: string[] }
  /** Two or three, so the row of figures never leaves one alone. */
  figures: Figure[]
  /** The heading over the identity's pictures. */
  identityTitle: string
  /** Four, six or eight deliverables: the grid has four columns, two on a phone. */
  delivered: { title: string; items: string[] }
  launch: { title: string; text: string[] }
  result: { title: string; text: string[]; quote?: { text: string; by: string } }
}

export type ProjectSeed = {
  slug: Pair<string>
  /**
   * The name a Norwegian reader knows the project by: the client's own name as its Norwegian story writes it, and the
   * words that only say what it is (a sailing club, a banking app) in Norwegian.
   */
  title: Pair<string>
  /** The client's own name, the same in both languages, as both stories write it: what its pictures' descriptions say. */
  client: string
  categories: (typeof projectCategories)[number]['key'][]
  tags: Pair<string[]>
  status: Pair<string[]>
  /** The colours of its abstract art, for a project without a brand in brands.ts. */
  palette: [string, string, string]
  story: Pair<CaseStudy>
}

const statusDone: Pair<string[]> = {
  en: ['Strategy', 'Design', 'Launched'],
  'nb-NO': ['Strategi', 'Design', 'Lansert'],
}
const statusOngoing: Pair<string[]> = {
  en: ['Strategy', 'Design', 'In progress'],
  'nb-NO': ['Strategi', 'Design', 'Pågår'],
}

/** Norwegian groups thousands and sets percent with a no-break space, so a figure never breaks across lines. */
const nb = (figure: string) => figure.replaceAll(' ', '\u00a0')

/**
 * A long Norwegian compound with a soft hyphen at each `|`: in the deliverables' two columns on a phone a word of
 * fourteen letters or more would not fit, and browsers without a Norwegian hyphenation dictionary cannot split it.
 */
const shy = (text: string) => text.replaceAll('|', '\u00ad')

// Created in this order; lists show newest first, so the first entry is the last card (the next-project wrap).
export const projects: ProjectSeed[] = [
  {
    slug: { en: 'chaos-clothing-brand', 'nb-NO': 'chaos-clothing-brand-nor' },
    title: { en: 'Chaos Clothing Brand', 'nb-NO': 'Klesmerket Chaos' },
    client: 'Chaos',
    categories: ['branding', 'digital-marketing'],
    tags: { en: ['Branding', 'E-commerce', 'Campaign'], 'nb-NO': ['Merkevare', 'Netthandel', 'Kampanje'] },
    status: statusDone,
    palette: ['#ff6b4a', '#0d0d0d', '#f4f1ea'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Chaos started as two friends printing hoodies in a garage in Prishtina. By 2023 they had a loyal local following, a logo drawn in an afternoon and an online shop that worked best on a laptop, while nine in ten of their customers shopped on a phone.',
            'They asked for a brand as loud as the clothes, and a way to sell a limited drop without the shop falling over on launch night. We spent a week in their workshop and at their pop-ups **before we drew anything**.',
          ],
        },
        figures: [
          {
            title: 'First drop',
            number: '2 days',
            text: 'to sell 600 pieces, against six weeks for the collection before',
          },
          { title: 'Orders from phones', number: '91%', text: 'of the drop, through the new mobile checkout' },
          { title: 'Waiting list', number: '3,400', text: 'sign-ups for the next drop in its first week' },
        ],
        identityTitle: 'A mark that won’t sit still',
        delivered: {
          title: 'What we made',
          items: [
            'Brand identity',
            'Starburst mark and type system',
            'Swing tags and labels',
            'Mobile-first online shop',
            'Drop campaign',
            'Pop-up store graphics',
          ],
        },
        launch: {
          title: 'Drop day',
          text: [
            'The week before, we pasted three posters across Prishtina, counted down on social media and opened the waiting list a day early. At 18:00 on Friday the shop opened to everyone who had signed up, with a queue page that kept it standing.',
          ],
        },
        result: {
          title: 'What changed',
          text: [
            'The second drop sold out too, and Chaos now plans its collections around drop days instead of seasons. The starburst has turned up in a few fans’ sketchbooks, which we take as a good sign.',
          ],
          quote: {
            text: 'We wanted people to recognise us from across the street. Now they do, and they are on the waiting list before we have shown the clothes.',
            by: 'Dren Gashi, founder of Chaos',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Chaos startet som to kompiser som trykket hettegensere i en garasje i Prishtina. I 2023 hadde de en trofast lokal fanskare, en logo tegnet på en ettermiddag og en nettbutikk som fungerte best på PC – mens ni av ti kunder handlet på mobilen.',
            'De ba om en merkevare like høylytt som klærne, og en måte å selge et begrenset slipp på uten at butikken gikk ned på lanseringskvelden. Vi brukte en uke i verkstedet deres og på pop-up-butikkene **før vi tegnet en eneste strek**.',
          ],
        },
        figures: [
          {
            title: 'Første slipp',
            number: nb('2 dager'),
            text: 'for å selge 600 plagg, mot seks uker for forrige kolleksjon',
          },
          { title: 'Kjøp fra mobil', number: nb('91 %'), text: 'av slippet, gjennom den nye mobilkassen' },
          { title: 'Venteliste', number: nb('3 400'), text: 'påmeldte til neste slipp den første uka' },
        ],
        identityTitle: 'Et merke som ikke sitter stille',
        delivered: {
          title: 'Det vi lagde',
          items: [
            'Visuell identitet',
            'Stjernemerke og typografi',
            'Hengelapper og etiketter',
            'Nettbutikk laget for mobil',
            'Kampanje for slippet',
            'Grafikk til pop-up-butikk',
          ],
        },
        launch: {
          title: 'Slippdagen',
          text: [
            'Uka før limte vi opp tre plakater rundt om i Prishtina, telte ned i sosiale medier og åpnet ventelisten en dag tidlig. Klokka 18 på fredag åpnet butikken for alle som hadde meldt seg på, med en køside som holdt den oppe.',
          ],
        },
        result: {
          title: 'Hva som endret seg',
          text: [
            'Også det andre slippet ble utsolgt, og Chaos planlegger nå kolleksjonene rundt slippdager i stedet for sesonger. Stjernen har dukket opp i skisseblokkene til noen av fansen, og det tar vi som et godt tegn.',
          ],
          quote: {
            text: 'Vi ville at folk skulle kjenne oss igjen fra andre siden av gata. Nå gjør de det, og de står på ventelisten før vi har vist fram klærne.',
            by: 'Dren Gashi, gründer av Chaos',
          },
        },
      },
    },
  },
  {
    slug: { en: 'kode-labs', 'nb-NO': 'kode-labs-nor' },
    title: { en: 'Kode Labs', 'nb-NO': 'Kode Labs' },
    client: 'Kode Labs',
    categories: ['branding', 'web-development'],
    tags: { en: ['Branding', 'Web', 'Motion'], 'nb-NO': ['Merkevare', 'Nett', 'Bevegelse'] },
    status: statusDone,
    palette: ['#0d0d0d', '#2433d6', '#9ea8ff'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Kode Labs is a team of twenty engineers in Prishtina who build software for start-ups in Germany and Scandinavia. Their work was excellent; their website was a template with stock photos of laptops, and it sent the wrong signal to the technical founders they wanted to work with.',
            'They wanted to look as precise as their code. We interviewed six of their clients, sat in on a sprint review and read the code of their open-source libraries, then built the identity from what we found: **clarity, structure and a little wit**.',
          ],
        },
        figures: [
          { title: 'Enquiries', number: '2×', text: 'a month through the new project form, over the first six months' },
          { title: 'Page weight', number: '180 KB', text: 'for the home page, fonts included' },
        ],
        identityTitle: 'Brackets, not buzzwords',
        delivered: {
          title: 'What we delivered',
          items: [
            'Positioning and messaging',
            'Logo and motion identity',
            'Website design and build',
            'Case study templates',
          ],
        },
        launch: {
          title: 'The launch',
          text: [
            'The site went live with four case studies written with the engineers who did the work, and an animated mark that types itself in on the home page. We trained the team to publish new case studies themselves.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'Kode Labs now meets founders who have read the case studies before the first call, and the careers page brought in more senior applicants than their job ads did. The brackets have since turned up on their conference stand and on the team’s hoodies.',
          ],
          quote: {
            text: 'Clients used to ask whether we were an outsourcing shop. Now the first question is how we build things.',
            by: 'Arta Hoxha, managing director of Kode Labs',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Kode Labs er et team på tjue utviklere i Prishtina som lager programvare for oppstartsselskaper i Tyskland og Skandinavia. Arbeidet deres holdt høyt nivå, men nettsiden var en mal med stockbilder av bærbare PC-er, og den sendte feil signal til de tekniske gründerne de ville jobbe med.',
            'De ville fremstå like presise som koden sin. Vi intervjuet seks av kundene deres, satt i et sprintmøte og leste koden i bibliotekene de har delt som åpen kildekode. Så bygde vi identiteten av det vi fant: **klarhet, struktur og litt humor**.',
          ],
        },
        figures: [
          { title: 'Henvendelser', number: '2×', text: 'i måneden via det nye prosjektskjemaet, det første halvåret' },
          { title: 'Sidevekt', number: nb('180 KB'), text: 'for forsiden, skrifter inkludert' },
        ],
        identityTitle: 'Klammer, ikke moteord',
        delivered: {
          title: 'Det vi leverte',
          items: [
            shy('Posisjon|ering og budskap'),
            'Logo og identitet i bevegelse',
            'Design og utvikling av nettside',
            'Maler for kundecaser',
          ],
        },
        launch: {
          title: 'Lanseringen',
          text: [
            'Nettsiden gikk live med fire kundecaser skrevet sammen med utviklerne som gjorde jobben, og et animert merke som skriver seg selv inn på forsiden. Vi lærte opp teamet til å publisere nye caser selv.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Kode Labs møter nå gründere som har lest casene før første samtale, og karrieresiden ga flere erfarne søkere enn stillingsannonsene gjorde. Klammene har siden dukket opp på konferansestanden og på teamets hettegensere.',
          ],
          quote: {
            text: 'Før spurte kundene om vi var et outsourcingbyrå. Nå spør de først om hvordan vi bygger ting.',
            by: 'Arta Hoxha, daglig leder i Kode Labs',
          },
        },
      },
    },
  },
  {
    slug: { en: 'smeg-kosovo', 'nb-NO': 'smeg-kosovo-nor' },
    title: { en: 'SMEG Kosovo', 'nb-NO': 'SMEG Kosovo' },
    client: 'SMEG Kosovo',
    categories: ['digital-marketing', 'ui-ux'],
    tags: { en: ['Social', 'Content', 'Ads'], 'nb-NO': ['Sosiale medier', 'Innhold', 'Annonser'] },
    status: statusOngoing,
    palette: ['#e8e3d8', '#2433d6', '#0d0d0d'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'SMEG’s appliances are made to be looked at, but the Kosovo importer’s social channels were mostly price lists and photos from the warehouse. The showroom in Prishtina was quiet on weekdays, and few people knew it existed.',
            'We took on their social media, content and paid ads as one plan: a monthly content calendar, a photo style built around **kitchens people actually live in**, and ads that send people to the showroom rather than to a discount.',
          ],
        },
        figures: [
          { title: 'Showroom visits', number: '+38%', text: 'on weekdays, against the same months a year earlier' },
          { title: 'Saves per post', number: '4×', text: 'since the content calendar started' },
          {
            title: 'Cost per booking',
            number: '−22%',
            text: 'for a showroom consultation, after three months of testing ads',
          },
        ],
        identityTitle: 'One look in every channel',
        delivered: {
          title: 'What we do every month',
          items: [
            'Content calendar',
            'Photo and video shoots',
            'Social media management',
            'Paid social and search ads',
            'Showroom campaigns',
            'Monthly report',
          ],
        },
        launch: {
          title: 'Always on',
          text: [
            'Every month starts with a shoot in a real kitchen and ends with a report the sales team actually reads. In between we post four times a week, answer every comment within a working day and move the ad budget to whatever brings people through the showroom door.',
          ],
        },
        result: {
          title: 'So far',
          text: [
            'A year in, the channels feel like the showroom: calm, bright and full of colour. Customers now book kitchen consultations through Instagram, and the team knows which posts sell.',
          ],
          quote: {
            text: 'People come in with a screenshot of a post and ask for that fridge in that colour. That never happened before.',
            by: 'Blerta Morina, marketing manager at SMEG Kosovo',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Hvitevarene fra SMEG er laget for å bli sett, men kanalene til importøren i Kosovo besto stort sett av prislister og bilder fra lageret. Utstillingslokalet i Prishtina var stille på hverdagene, og få visste at det fantes.',
            'Vi tok over sosiale medier, innhold og annonser som én plan: en månedlig innholdskalender, en bildestil bygd rundt **kjøkken folk faktisk bor i**, og annonser som sender folk til utstillingslokalet i stedet for til et tilbud.',
          ],
        },
        figures: [
          { title: 'Besøk i butikken', number: nb('+38 %'), text: 'på hverdager, mot de samme månedene året før' },
          { title: 'Lagringer per innlegg', number: '4×', text: 'siden innholdskalenderen kom i gang' },
          {
            title: 'Pris per booking',
            number: nb('−22 %'),
            text: 'for kjøkkenrådgivning, etter tre måneder med annonsetesting',
          },
        ],
        identityTitle: 'Ett uttrykk i alle kanaler',
        delivered: {
          title: 'Det vi gjør hver måned',
          items: [
            shy('Innholds|kalender'),
            'Foto- og videoopptak',
            'Drift av sosiale medier',
            'Annonser i sosiale medier og søk',
            shy('Kampanjer for utstillings|lokalet'),
            'Månedlig rapport',
          ],
        },
        launch: {
          title: 'Alltid på',
          text: [
            'Hver måned starter med et opptak i et ekte kjøkken og slutter med en rapport salgsteamet faktisk leser. Innimellom legger vi ut fire ganger i uka, svarer på alle kommentarer innen en arbeidsdag og flytter annonsebudsjettet dit det får folk inn døra.',
          ],
        },
        result: {
          title: 'Så langt',
          text: [
            'Etter et år føles kanalene som utstillingslokalet: rolige, lyse og fulle av farger. Kundene booker nå kjøkkenrådgivning via Instagram, og teamet vet hvilke innlegg som selger.',
          ],
          quote: {
            text: 'Nå kommer folk inn med et skjermbilde av et innlegg og spør etter akkurat det kjøleskapet i akkurat den fargen. Det skjedde aldri før.',
            by: 'Blerta Morina, markedssjef i SMEG Kosovo',
          },
        },
      },
    },
  },
  {
    slug: { en: 'fjord-coffee', 'nb-NO': 'fjord-kaffe' },
    title: { en: 'Fjord Coffee', 'nb-NO': 'Fjord Coffee' },
    client: 'Fjord Coffee',
    categories: ['branding'],
    tags: { en: ['Packaging', 'Identity'], 'nb-NO': ['Emballasje', 'Identitet'] },
    status: statusDone,
    palette: ['#3a2418', '#f4f1ea', '#ff6b4a'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Fjord Coffee roasts in small batches in an old boathouse on the west coast of Norway. The coffee was winning tastings, but the bags were plain kraft paper with a stamp, and on a supermarket shelf they disappeared between the big brands.',
            'The owners wanted packaging that looked like the coast the coffee comes from, without a fjord printed on everything. We visited the roastery, tasted our way through the range and built **a system of colour by roast** that a customer can read from across the shop.',
          ],
        },
        figures: [
          { title: 'Shops', number: '41', text: 'now stock the beans, up from 14 a year earlier' },
          {
            title: 'Subscribers',
            number: '1,200',
            text: 'get a bag every month, most of them signed up at the café counter',
          },
        ],
        identityTitle: 'Colour by roast',
        delivered: {
          title: 'What we delivered',
          items: [
            'Identity and mountain mark',
            'Packaging for eight coffees',
            'Café signage',
            'Takeaway cups and sleeves',
            'Subscription web shop',
            'Label templates for new blends',
          ],
        },
        launch: {
          title: 'On the shelf',
          text: [
            'The new bags arrived with the spring harvest, together with the café’s new sign, its cups and a subscription shop. Each new blend gets its label from a template the roasters fill in themselves.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'Fjord Coffee is now sold in shops across Vestland and Rogaland, and the roastery has taken on two more roasters. The light roast sells best in the cream bag, which nobody predicted.',
          ],
          quote: {
            text: 'We used to explain that we were the good coffee in the boring bag. Now the bag does the explaining.',
            by: 'Kari Nilsen, head roaster at Fjord Coffee',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Fjord Coffee brenner kaffe i små partier i et gammelt naust på Vestlandet. Kaffen vant smakstester, men posene var enkle brunpapirposer med et stempel, og i butikkhylla forsvant de mellom de store merkene.',
            'Eierne ville ha emballasje som så ut som kysten kaffen kommer fra, uten en fjord trykt på alt. Vi besøkte brenneriet, smakte oss gjennom utvalget og bygde **et fargesystem etter brenningsgrad** som kunden kan lese fra andre siden av butikken.',
          ],
        },
        figures: [
          { title: 'Butikker', number: '41', text: 'selger nå bønnene, mot 14 året før' },
          {
            title: 'Abonnenter',
            number: nb('1 200'),
            text: 'får en pose hver måned, de fleste vervet over disken i kafeen',
          },
        ],
        identityTitle: 'Farge etter brenning',
        delivered: {
          title: 'Det vi leverte',
          items: [
            'Identitet og fjellmerke',
            'Emballasje for åtte kaffer',
            'Skilt til kafeen',
            'Takeaway-kopper med holdere',
            'Nettbutikk for abonnement',
            'Etikettmaler for nye blandinger',
          ],
        },
        launch: {
          title: 'I hylla',
          text: [
            'De nye posene kom med vårens avling, sammen med nytt skilt, nye kopper og en abonnementsbutikk. Hver nye blanding får etiketten sin fra en mal kaffebrennerne fyller ut selv.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Fjord Coffee selges nå i butikker i hele Vestland og Rogaland, og brenneriet har ansatt to nye kaffebrennere. Den lyse brenningen selger best i den kremhvite posen, noe ingen hadde spådd.',
          ],
          quote: {
            text: 'Før måtte vi forklare at vi var den gode kaffen i den kjedelige posen. Nå er det posen som forklarer.',
            by: 'Kari Nilsen, sjef for brenneriet i Fjord Coffee',
          },
        },
      },
    },
  },
  {
    slug: { en: 'nordlys-banking-app', 'nb-NO': 'nordlys-bankapp' },
    title: { en: 'Nordlys Banking App', 'nb-NO': 'Nordlys bankapp' },
    client: 'Nordlys',
    categories: ['ui-ux'],
    tags: { en: ['UI/UX', 'Mobile', 'Accessibility'], 'nb-NO': ['UI/UX', 'Mobil', 'Tilgjengelighet'] },
    status: statusDone,
    palette: ['#0b1d3a', '#9ea8ff', '#f4f1ea'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Nordlys is a savings bank in Rogaland whose customers range from students to pensioners. Its app had grown one feature at a time: paying a bill took seven taps, and customers with poor eyesight or unsteady hands phoned the branch instead.',
            'The bank asked for a calmer app that anyone could use. We tested the old app with twenty-four customers, among them screen-reader users and people over seventy-five, and **designed every screen against what we saw**.',
          ],
        },
        figures: [
          { title: 'Taps to pay a bill', number: '2', text: 'for a saved bill, down from seven' },
          { title: 'Calls to the branch', number: '−30%', text: 'about paying and transferring, in the first quarter' },
          { title: 'App Store rating', number: '4.7', text: 'up from 3.9, six months after release' },
        ],
        identityTitle: 'Calm from the first screen',
        delivered: {
          title: 'What we delivered',
          items: [
            'Research with 24 customers',
            'Information architecture',
            'Interface design for iOS and Android',
            'Accessible design system',
            'Usability tests with screen readers',
            'Handover to the bank’s developers',
          ],
        },
        launch: {
          title: 'From test to launch',
          text: [
            'We tested prototypes every second week, fixed what people stumbled over and tested again. The app went to a small group of customers first and to everyone a month later, with large text, strong contrast and full screen-reader support in every flow.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'Customers now pay a saved bill in two taps, and the branch spends its time on advice instead of app support. The design system lets the bank’s own team add features without losing the calm.',
          ],
          quote: {
            text: 'My mother uses the app now. That was the test we cared about most.',
            by: 'Silje Haugland, head of product at Nordlys',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Nordlys er en sparebank i Rogaland med kunder fra studenter til pensjonister. Appen hadde vokst én funksjon om gangen: Det tok sju trykk å betale en regning, og kunder med dårlig syn eller ustø hender ringte heller banken.',
            'Banken ønsket seg en roligere app som alle kan bruke. Vi testet den gamle appen med tjuefire kunder, blant dem skjermleserbrukere og folk over syttifem, og **tegnet hver skjerm ut fra det vi så**.',
          ],
        },
        figures: [
          { title: 'Trykk for å betale', number: '2', text: 'for en lagret regning, ned fra sju' },
          {
            title: 'Telefoner til banken',
            number: nb('−30 %'),
            text: 'om betaling og overføring, det første kvartalet',
          },
          { title: 'Vurdering i App Store', number: '4,7', text: 'opp fra 3,9, et halvt år etter lansering' },
        ],
        identityTitle: 'Rolig fra første skjerm',
        delivered: {
          title: 'Det vi leverte',
          items: [
            shy('Under|søkelser med 24 kunder'),
            shy('Informasjons|arkitektur'),
            'Grensesnitt for iOS og Android',
            'Tilgjengelig designsystem',
            'Brukertester med skjermleser',
            'Overlevering til bankens utviklere',
          ],
        },
        launch: {
          title: 'Fra test til lansering',
          text: [
            'Vi testet prototyper annenhver uke, rettet det folk snublet i og testet på nytt. Appen gikk først ut til en liten gruppe kunder og til alle en måned senere, med stor tekst, god kontrast og full støtte for skjermleser i alle flyter.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Kundene betaler nå en lagret regning med to trykk, og banken bruker tiden på rådgivning i stedet for appstøtte. Med designsystemet kan bankens eget team legge til funksjoner uten at roen forsvinner.',
          ],
          quote: {
            text: 'Nå bruker mamma appen. Det var den testen vi brydde oss mest om.',
            by: 'Silje Haugland, produktsjef i Nordlys',
          },
        },
      },
    },
  },
  {
    slug: { en: 'prishtina-eats', 'nb-NO': 'prishtina-eats-nor' },
    title: { en: 'Prishtina Eats', 'nb-NO': 'Prishtina Eats' },
    client: 'Prishtina Eats',
    categories: ['web-development', 'ui-ux'],
    tags: { en: ['Web app', 'Ordering'], 'nb-NO': ['Webapp', 'Bestilling'] },
    status: statusOngoing,
    palette: ['#ff6b4a', '#f4f1ea', '#2433d6'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Prishtina Eats connects sixty family restaurants with people ordering dinner at home. Its first app loaded slowly on older phones and mobile data, and many orders were abandoned before the menu had even appeared.',
            'We are rebuilding the ordering as a web app that opens at once from a link, with nothing to download, and **works on a five-year-old phone on a patchy connection**. Restaurants update their own menus from a tablet in the kitchen.',
          ],
        },
        figures: [
          { title: 'First screen', number: '1.2 s', text: 'on a mid-range phone over 3G' },
          { title: 'Finished orders', number: '+27%', text: 'of the orders started, since the new checkout' },
        ],
        identityTitle: 'Warm, fast and local',
        delivered: {
          title: 'What we are building',
          items: [
            'Ordering web app',
            'Checkout and payments',
            'Live order tracking',
            'Menu editor for restaurants',
            'Brand refresh',
            'Launch campaign',
          ],
        },
        launch: {
          title: 'Launching in stages',
          text: [
            'The new app is going live one district at a time, starting with the city centre, so that every restaurant gets a visit from us and a short training. Couriers get a simpler screen of their own, in Albanian and English.',
          ],
        },
        result: {
          title: 'So far',
          text: [
            'Most orders now arrive through a shared link rather than an app store, and restaurants change their menus the same day instead of emailing us. Next up: group orders for offices.',
          ],
          quote: {
            text: 'The restaurants were the real test. When Nona at Te Nona updated her own menu on a Friday night, we knew it worked.',
            by: 'Faton Berisha, co-founder of Prishtina Eats',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Prishtina Eats kobler seksti familierestauranter med folk som bestiller middag hjem. Den første appen lastet tregt på eldre telefoner og mobildata, og mange bestillinger ble avbrutt før menyen i det hele tatt kom fram.',
            'Vi bygger bestillingen på nytt som en webapp som åpner med en gang fra en lenke, uten noe å laste ned, og som **fungerer på en fem år gammel telefon med ustabil dekning**. Restaurantene oppdaterer menyene sine selv fra et nettbrett på kjøkkenet.',
          ],
        },
        figures: [
          { title: 'Første skjermbilde', number: nb('1,2 s'), text: 'på en mellomklassetelefon over 3G' },
          {
            title: 'Fullførte bestillinger',
            number: nb('+27 %'),
            text: 'av bestillingene som startes, etter den nye kassen',
          },
        ],
        identityTitle: 'Varm, rask og lokal',
        delivered: {
          title: 'Det vi bygger',
          items: [
            'Webapp for bestilling',
            'Kasse og betaling',
            'Sporing av bestillinger',
            shy('Menyverktøy for restau|rantene'),
            'Oppfrisket merkevare',
            shy('Lanserings|kampanje'),
          ],
        },
        launch: {
          title: 'Lansering i etapper',
          text: [
            'Den nye appen lanseres bydel for bydel, med sentrum først, slik at hver restaurant får besøk av oss og en kort opplæring. Budene får en enklere skjerm på albansk og engelsk.',
          ],
        },
        result: {
          title: 'Så langt',
          text: [
            'De fleste bestillingene kommer nå via en delt lenke i stedet for fra en appbutikk, og restaurantene endrer menyen samme dag i stedet for å sende oss e-post. Neste steg er gruppebestillinger for kontorer.',
          ],
          quote: {
            text: 'Restaurantene var den egentlige testen. Da Nona på Te Nona oppdaterte menyen sin selv en fredagskveld, visste vi at det virket.',
            by: 'Faton Berisha, medgründer av Prishtina Eats',
          },
        },
      },
    },
  },
  {
    slug: { en: 'stavanger-sailing-club', 'nb-NO': 'stavanger-seilforening' },
    title: { en: 'Stavanger Sailing Club', 'nb-NO': 'Stavanger Seilforening' },
    client: 'Stavanger Seilforening',
    categories: ['web-development'],
    tags: { en: ['Website', 'CMS'], 'nb-NO': ['Nettside', 'CMS'] },
    status: statusDone,
    palette: ['#1b4f72', '#f4f1ea', '#9ea8ff'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Stavanger Seilforening has run sailing courses and Wednesday regattas for over a century, all of it on volunteer time. Its website had been built by a member years ago; only he could update it, and the results of Wednesday’s race reached the site the following week.',
            'The club wanted a site **the volunteers could update themselves**, in Norwegian and English, from a phone at the harbour if need be. We ran a workshop with the board and the course leaders to find out what members actually look for.',
          ],
        },
        figures: [
          { title: 'Editors', number: '12', text: 'volunteers who publish news, events and results themselves' },
          { title: 'Course sign-ups', number: '+45%', text: 'for the beginners’ course, now booked online' },
          { title: 'Results online', number: '2 h', text: 'from the finish line to the site, instead of a week' },
        ],
        identityTitle: 'The club flag, redrawn',
        delivered: {
          title: 'What we delivered',
          items: [
            'Refreshed logo and club colours',
            'Website design',
            'Content system with roles for volunteers',
            'Event calendar and course booking',
            'Norwegian and English versions',
            'Training for the editors',
          ],
        },
        launch: {
          title: 'Handing over the keys',
          text: [
            'Before launch we moved ten years of news and results, and spent two evenings at the clubhouse with the volunteers who now run the site. Every kind of content has a help text that says where it appears.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'Results are online the same evening, the beginners’ course fills up weeks earlier, and nobody has to wait for one member to come home from holiday before the site can change.',
          ],
          quote: {
            text: 'I posted the regatta results from the committee boat before we were back in the harbour. That says it all.',
            by: 'Ingrid Larsen, chair of Stavanger Seilforening',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Stavanger Seilforening har drevet seilkurs og onsdagsregattaer i over hundre år, alt på dugnad. Nettsiden var laget av et medlem for mange år siden. Bare han kunne oppdatere den, og resultatene fra onsdagsregattaen kom først ut uka etter.',
            'Foreningen ville ha en nettside **de frivillige kunne oppdatere selv**, på norsk og engelsk, om nødvendig fra mobilen nede i havna. Vi holdt en workshop med styret og kurslederne for å finne ut hva medlemmene faktisk ser etter.',
          ],
        },
        figures: [
          {
            title: 'Redaktører',
            number: '12',
            text: 'frivillige som publiserer nyheter, arrangementer og resultater selv',
          },
          { title: 'Kurspåmeldinger', number: nb('+45 %'), text: 'på nybegynnerkurset, som nå bookes på nett' },
          {
            title: 'Resultater på nett',
            number: nb('2 t'),
            text: 'fra målgang til resultatene ligger ute, i stedet for en uke',
          },
        ],
        identityTitle: 'Klubbflagget, tegnet på nytt',
        delivered: {
          title: 'Det vi leverte',
          items: [
            'Oppfrisket logo og klubbfarger',
            'Design av nettside',
            shy('Publiserings|løsning med roller for frivillige'),
            shy('Arrangements|kalender og kurs|påmelding'),
            'Norsk og engelsk versjon',
            'Opplæring av redaktørene',
          ],
        },
        launch: {
          title: 'Nøklene overlevert',
          text: [
            'Før lanseringen flyttet vi ti år med nyheter og resultater, og vi brukte to kvelder i klubbhuset sammen med de frivillige som nå driver siden. Hver type innhold har en hjelpetekst som forteller hvor det vises.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Resultatene ligger ute samme kveld, nybegynnerkurset blir fullt flere uker tidligere, og ingen må vente på at ett medlem kommer hjem fra ferie før siden kan endres.',
          ],
          quote: {
            text: 'Jeg la ut regattaresultatene fra komitébåten før vi var tilbake i havna. Det sier egentlig alt.',
            by: 'Ingrid Larsen, styreleder i Stavanger Seilforening',
          },
        },
      },
    },
  },
  {
    slug: { en: 'alba-skincare', 'nb-NO': 'alba-hudpleie' },
    title: { en: 'Alba Skincare', 'nb-NO': 'Alba hudpleie' },
    client: 'Alba',
    categories: ['digital-marketing', 'branding'],
    tags: { en: ['Campaign', 'Social'], 'nb-NO': ['Kampanje', 'Sosiale medier'] },
    status: statusDone,
    palette: ['#f4d9cc', '#0d0d0d', '#ff6b4a'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Alba makes skincare with seven ingredients or fewer, every one of them printed on the front of the pack. After two years of selling online in Kosovo, its founder was launching in Norway and Albania at the same time, with one small team and one budget.',
            'She asked for one campaign that would work in three markets and three languages. We built it around the label itself: **the ingredient list as the headline**, the product on a plinth, and nothing to hide.',
          ],
        },
        figures: [
          { title: 'Markets', number: '3', text: 'launched in the same week, from one set of designs' },
          { title: 'First orders', number: '2,800', text: 'in the launch month, a third of them from Norway' },
        ],
        identityTitle: 'Nothing to hide',
        delivered: {
          title: 'What we delivered',
          items: [
            'Campaign concept',
            'Posters and bus shelters',
            'Social media campaign',
            'Art direction for product photos',
            'Ads in three languages',
            'Launch plan for three markets',
          ],
        },
        launch: {
          title: 'One campaign, three markets',
          text: [
            'The campaign opened with bus shelters in Oslo, Tirana and Prishtina on the same morning, followed by stories that answered the questions people asked in the comments. Every ad was made from one master file per size, translated by native speakers.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'Alba now sells in all three markets, and the launch materials have become the brand’s templates for new products. The serum sold out in Norway in its second week.',
          ],
          quote: {
            text: 'One campaign in three languages, and it felt local everywhere. I didn’t think that was possible on our budget.',
            by: 'Elira Shala, founder of Alba',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Alba lager hudpleie med sju ingredienser eller færre, og alle står på forsiden av pakningen. Etter to år med netthandel i Kosovo skulle gründeren lansere i Norge og Albania samtidig, med ett lite team og ett budsjett.',
            'Hun ba om én kampanje som skulle fungere i tre markeder og på tre språk. Vi bygde den rundt selve etiketten: **ingredienslisten som overskrift**, produktet på en sokkel og ingenting å skjule.',
          ],
        },
        figures: [
          { title: 'Markeder', number: '3', text: 'lansert samme uke, fra ett sett med design' },
          {
            title: 'Første bestillinger',
            number: nb('2 800'),
            text: 'i lanseringsmåneden, en tredjedel av dem fra Norge',
          },
        ],
        identityTitle: 'Ingenting å skjule',
        delivered: {
          title: 'Det vi leverte',
          items: [
            shy('Kampanje|konsept'),
            'Plakater og leskur',
            'Kampanje i sosiale medier',
            'Retning for produktfoto',
            'Annonser på tre språk',
            shy('Lanserings|plan for tre markeder'),
          ],
        },
        launch: {
          title: 'Én kampanje, tre markeder',
          text: [
            'Kampanjen åpnet med leskur i Oslo, Tirana og Prishtina samme morgen, fulgt av stories som svarte på spørsmålene folk stilte i kommentarfeltet. Hver annonse ble laget fra én hovedfil per format og oversatt av folk med språket som morsmål.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Alba selger nå i alle tre markedene, og lanseringsmaterialet har blitt merkevarens maler for nye produkter. Serumet ble utsolgt i Norge i den andre uka.',
          ],
          quote: {
            text: 'Én kampanje på tre språk, og den føltes lokal overalt. Jeg trodde ikke det var mulig med vårt budsjett.',
            by: 'Elira Shala, gründer av Alba',
          },
        },
      },
    },
  },
  {
    slug: { en: 'balkan-tech-summit', 'nb-NO': 'balkan-tech-summit-nor' },
    title: { en: 'Balkan Tech Summit', 'nb-NO': 'Balkan Tech Summit' },
    client: 'Balkan Tech Summit',
    categories: ['digital-marketing', 'web-development'],
    tags: { en: ['Event', 'Website', 'Ads'], 'nb-NO': ['Arrangement', 'Nettside', 'Annonser'] },
    status: statusDone,
    palette: ['#2433d6', '#0d0d0d', '#f4f1ea'],
    story: {
      en: {
        brief: {
          title: 'The brief',
          text: [
            'Balkan Tech Summit brings developers, designers and founders from across the region to Prishtina for three days every May. The organisers had a strong programme and a weak first impression: a new logo every year, and a ticket page that timed out when sales opened.',
            'They wanted an identity that could last for years, a website that would survive the first hour of ticket sales, and a campaign that reached beyond Kosovo. We started with the audience: **who came, from where, and what nearly kept them away**.',
          ],
        },
        figures: [
          { title: 'Tickets', number: '1,900', text: 'sold, four weeks before the doors opened' },
          { title: 'From abroad', number: '38%', text: 'of the audience, up from 21% the year before' },
          { title: 'Ticket page', number: '0', text: 'minutes of downtime in the first hour of sales' },
        ],
        identityTitle: 'A summit you can see from afar',
        delivered: {
          title: 'What we delivered',
          items: [
            'Identity for the next five editions',
            'Website with programme and tickets',
            'Ticket campaign across the region',
            'Stage and venue graphics',
            'Badges, lanyards and merchandise',
            'Speaker announcement templates',
            'Social media kit for partners',
            'Photo and film plan for the event',
          ],
        },
        launch: {
          title: 'Doors open',
          text: [
            'The campaign ran for ten weeks across the region, with a new speaker announced every Tuesday. On the day, the same triangles led people from the airport to the stage, to their badge and back to the website for the evening’s programme.',
          ],
        },
        result: {
          title: 'The result',
          text: [
            'The summit sold out a month early, and more than a third of the audience came from outside Kosovo. The identity is already in use for next year’s edition, in a new colour with the same triangles.',
          ],
          quote: {
            text: 'For the first time, people recognised the summit before they read its name.',
            by: 'Gent Rexhepi, programme lead at Balkan Tech Summit',
          },
        },
      },
      'nb-NO': {
        brief: {
          title: 'Oppdraget',
          text: [
            'Balkan Tech Summit samler utviklere, designere og gründere fra hele regionen i Prishtina tre dager hver mai. Arrangørene hadde et sterkt program, men et svakt førsteinntrykk: en ny logo hvert år og en billettside som gikk ned da salget åpnet.',
            'De ville ha en identitet som kunne vare i mange år, en nettside som tålte den første timen med billettsalg, og en kampanje som nådde utenfor Kosovo. Vi startet med publikum: **hvem som kom, hvor de kom fra, og hva som nesten holdt dem borte**.',
          ],
        },
        figures: [
          { title: 'Billetter', number: nb('1 900'), text: 'solgt, fire uker før dørene åpnet' },
          { title: 'Fra utlandet', number: nb('38 %'), text: 'av publikum, opp fra 21 prosent året før' },
          { title: 'Billettsiden', number: '0', text: 'minutter nedetid den første timen med salg' },
        ],
        identityTitle: 'Et toppmøte du ser på lang avstand',
        delivered: {
          title: 'Det vi leverte',
          items: [
            'Identitet for de neste fem årene',
            'Nettside med program og billetter',
            shy('Billett|kampanje i hele regionen'),
            'Grafikk til scene og lokaler',
            shy('Navneskilt, snorer og profil|artikler'),
            shy('Maler for foredrags|holdere'),
            'Pakke for partnere i sosiale medier',
            shy('Plan for foto og film under arrange|mentet'),
          ],
        },
        launch: {
          title: 'Dørene åpner',
          text: [
            'Kampanjen gikk i ti uker over hele regionen, med en ny foredragsholder hver tirsdag. På selve dagen ledet de samme trekantene folk fra flyplassen til scenen, til navneskiltet og tilbake til nettsiden for kveldens program.',
          ],
        },
        result: {
          title: 'Resultatet',
          text: [
            'Toppmøtet ble utsolgt en måned i forveien, og over en tredjedel av publikum kom fra utenfor Kosovo. Identiteten er allerede i bruk for neste års arrangement, i en ny farge med de samme trekantene.',
          ],
          quote: {
            text: 'For første gang kjente folk igjen konferansen før de hadde lest navnet.',
            by: 'Gent Rexhepi, programansvarlig for Balkan Tech Summit',
          },
        },
      },
    },
  },
]
