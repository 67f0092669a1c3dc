import type { PostSeed } from '../posts'

export const fastWebsites: PostSeed = {
  slug: { en: 'what-the-numbers-say-about-fast-websites', 'nb-NO': 'hva-tallene-sier-om-raske-nettsider' },
  title: { en: 'What the numbers say about fast websites', 'nb-NO': 'Hva tallene sier om raske nettsider' },
  subtitle: { en: 'Speed is a feature your customers feel.', 'nb-NO': 'Hastighet er en funksjon kundene merker.' },
  category: 'industry-insights',
  releaseDate: '2024-10-05',
  body: {
    en: `
Every website owner agrees that speed matters, and few know how fast their site actually is for their customers. The good news is that the measurements have become simpler and more honest in recent years. Here is what we measure on every project, what the public research says speed is worth, and where the time usually goes.

# Three numbers that matter

Google's Core Web Vitals boil the experience of a page down to three measurements, each taken from real visits by real people, not from a developer's fast laptop:

- **Largest Contentful Paint (LCP)**: how long it takes before the main content, usually the largest image or headline, is visible. Good is 2.5 seconds or less.
- **Interaction to Next Paint (INP)**: how quickly the page responds when someone taps, clicks or types. Good is 200 milliseconds or less. It replaced First Input Delay in March 2024.
- **Cumulative Layout Shift (CLS)**: how much the page jumps about while it loads, the reason you sometimes tap the wrong button. Good is 0.1 or less.

[figure]

A page passes when at least three out of four visits are good on all three. Google uses them as one of many signals in search, but the stronger reason to care is simpler: each of them describes something your visitors feel.

They also make a conversation with a supplier concrete. *The product pages take 3.4 seconds to show their main picture, and we want them under 2.5* is a goal anyone can check, unlike *make the site faster*.

# Why your own test may fool you

Most people test their website on the office computer, on a fibre connection, with the site already in the browser's cache. Your customers arrive on a three-year-old phone, on a train, for the first time. The gap between those two experiences is often several seconds. That is why the Core Web Vitals are based on real visits, and why a perfect score on your own machine proves little. When the two disagree, trust the real visits.

# What speed is worth

The best-known evidence comes from retail. In *Milliseconds Make Millions*, a 2020 study for Google, Deloitte followed the mobile sites of European and American brands and found that a load time just 0.1 seconds faster went with 8.4 per cent more conversions on retail sites and 10.1 per cent more on travel sites.

Studies like this measure patterns across many sites, and your own numbers will differ. But speed is one of the few improvements that helps every visitor at once, on every page, whatever they came for. A redesign or a new campaign is a bet; a faster page helps the visitors you already have, and keeps helping long after the project has ended.

# Where the time usually goes

When we look at a slow site, the causes are rarely exotic. In rough order of how often we find them:

1. **Images that are too big.** A photo 4,000 pixels wide, shown at 800, in an old format. Modern formats such as AVIF and WebP, at the right size for each screen, often cut the weight of a page by more than half.
2. **Scripts from third parties.** Chat widgets, tag managers, heatmaps and three analytics tools, each loading more code. Every one of them should earn its place.
3. **Fonts loaded the slow way.** Six weights of two typefaces, all downloaded before any text is shown.
4. **Layout that shifts.** Images without a set size, and banners that push the page down after it has appeared. Give every image its \`width\` and \`height\`, and keep room for whatever arrives late.
5. **More JavaScript than the page needs.** A page of text does not need the code of an application.

> Every second you save is a second your visitor keeps.

# How we keep sites fast

Making a slow site fast once is the easy part. Keeping it fast while new campaigns, plug-ins and pictures arrive is harder. Three habits help:

- **A performance budget.** We agree on limits for page weight, script size and LCP at the start, and the build fails when a change breaks them.
- **Measuring on real phones.** A mid-range Android phone on a mobile connection tells you more than the newest laptop on the office Wi-Fi.
- **Watching the field data.** Lab tests find problems; data from real visits tells you whether they matter. [PageSpeed Insights](https://pagespeed.web.dev) shows both for any public page.

If you want to know where your own site stands, start there: enter your address and look at the three numbers above. If they are red and you are not sure why, [send us the link](/contact).
`,
    'nb-NO': `
Alle som eier en nettside, er enige om at hastighet betyr noe, men få vet hvor rask siden faktisk er for kundene. Den gode nyheten er at målingene har blitt enklere og ærligere de siste årene. Her er hva vi måler i hvert prosjekt, hva offentlig tilgjengelig forskning sier at hastighet er verdt, og hvor tiden vanligvis blir av.

# Tre tall som betyr noe

Googles Core Web Vitals koker opplevelsen av en side ned til tre målinger, alle hentet fra ekte besøk av ekte mennesker, ikke fra en utviklers raske laptop:

- **Largest Contentful Paint (LCP)**: hvor lang tid det tar før hovedinnholdet, som regel det største bildet eller overskriften, er synlig. Bra er 2,5 sekunder eller mindre.
- **Interaction to Next Paint (INP)**: hvor raskt siden svarer når noen trykker, klikker eller skriver. Bra er 200 millisekunder eller mindre. Målingen erstattet First Input Delay i mars 2024.
- **Cumulative Layout Shift (CLS)**: hvor mye siden hopper rundt mens den laster, grunnen til at du av og til trykker på feil knapp. Bra er 0,1 eller mindre.

[figure]

En side består når minst tre av fire besøk er gode på alle tre. Google bruker dem som ett av mange signaler i søk, men den viktigste grunnen til å bry seg er enklere: Hver av dem beskriver noe de besøkende merker.

De gjør også samtalen med en leverandør konkret. *Produktsidene bruker 3,4 sekunder på å vise hovedbildet, og vi vil ha det under 2,5* er et mål alle kan sjekke, i motsetning til *gjør nettsiden raskere*.

# Derfor kan din egen test lure deg

De fleste tester nettsiden sin på kontormaskinen, på fiber, med siden allerede lagret i nettleseren. Kundene dine kommer på en tre år gammel telefon, på et tog, for første gang. Forskjellen mellom de to opplevelsene er ofte flere sekunder. Det er derfor Core Web Vitals bygger på ekte besøk, og derfor en perfekt poengsum på din egen maskin beviser lite. Er de to uenige, stoler du på de ekte besøkene.

# Hva hastighet er verdt

De mest kjente tallene kommer fra netthandel. I *Milliseconds Make Millions*, en studie Deloitte gjorde for Google i 2020, ble mobilsidene til europeiske og amerikanske merkevarer fulgt over tid. En lastetid som bare var 0,1 sekund raskere, hang sammen med 8,4 prosent flere kjøp på netthandelssider og 10,1 prosent flere på reisesider.

Slike studier måler mønstre på tvers av mange nettsteder, og dine egne tall vil være annerledes. Men hastighet er en av få forbedringer som hjelper alle besøkende på én gang, på hver eneste side, uansett hva de kom for. Et redesign eller en ny kampanje er et veddemål; en raskere side hjelper de besøkende du allerede har, og fortsetter å hjelpe lenge etter at prosjektet er over.

# Hvor tiden vanligvis blir av

Når vi ser på en treg nettside, er årsakene sjelden eksotiske. Omtrent i rekkefølge etter hvor ofte vi finner dem:

1. **Bilder som er for store.** Et bilde som er 4000 piksler bredt, vist i 800, i et gammelt format. Moderne formater som AVIF og WebP, i riktig størrelse for hver skjerm, kutter ofte vekten av en side med mer enn halvparten.
2. **Skript fra tredjeparter.** Chatvinduer, tag managers, varmekart og tre analyseverktøy, som hver laster inn mer kode. Hvert av dem må gjøre seg fortjent til plassen.
3. **Fonter som lastes på den trege måten.** Seks vekter av to skrifter, alle lastet ned før noe tekst vises.
4. **Innhold som flytter seg.** Bilder uten fast størrelse, og bannere som skyver siden ned etter at den har dukket opp. Gi hvert bilde sin \`width\` og \`height\`, og hold av plass til det som kommer sent.
5. **Mer JavaScript enn siden trenger.** En tekstside trenger ikke koden til en applikasjon.

> Hvert sekund du sparer, er et sekund den besøkende beholder.

# Slik holder vi nettsidene raske

Å gjøre en treg nettside rask én gang er den enkle delen. Å holde den rask mens nye kampanjer, utvidelser og bilder kommer til, er vanskeligere. Tre vaner hjelper:

- **Et ytelsesbudsjett.** Vi blir enige om grenser for sidevekt, skriptstørrelse og LCP ved oppstart, og byggingen feiler når en endring bryter dem.
- **Målinger på ekte telefoner.** En Android-telefon i mellomklassen på mobilnett forteller mer enn den nyeste laptopen på kontorets wifi.
- **Øye med feltdataene.** Labtester finner problemer; data fra ekte besøk forteller om de betyr noe. [PageSpeed Insights](https://pagespeed.web.dev) viser begge deler for enhver offentlig side.

Vil du vite hvor din egen nettside står, er det der du begynner: Skriv inn adressen og se på de tre tallene over. Er de røde og du ikke vet hvorfor, kan du [sende oss lenken](/kontakt).
`,
  },
}
