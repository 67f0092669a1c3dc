import type { PostSeed } from '../posts'

export const freelancerVsAgency: PostSeed = {
  slug: { en: 'freelancer-vs-agency', 'nb-NO': 'frilanser-eller-byra' },
  title: {
    en: 'Freelancer vs agency: who should build your brand?',
    'nb-NO': 'Frilanser eller byrå: hvem bør bygge merkevaren din?',
  },
  subtitle: {
    en: 'Both can do great work. The right choice depends on scope, speed and who carries the risk.',
    'nb-NO': 'Begge kan gjøre godt arbeid. Riktig valg avhenger av omfang, tempo og hvem som bærer risikoen.',
  },
  category: 'best-practices',
  releaseDate: '2024-04-22',
  body: {
    en: `
We work with freelance designers, developers and copywriters almost every month, and some of the best work we have seen was made by one person at a kitchen table. So this is not an argument for always hiring an agency. It is a way to work out which kind of partner fits the job in front of you.

# Start with the job, not the partner

Before you compare portfolios, write down what you actually need. Three questions decide most of it:

- **How many crafts does it take?** A logo is one. A rebrand with a new website, a launch campaign and templates for social media is four or five.
- **How long will it run?** A four-week project and a two-year relationship call for different partners.
- **Who manages it on your side?** Someone has to write the brief, give feedback, chase deadlines and fit the pieces together. If that person is not you, it has to be the partner.

# When a freelancer is the right call

A good freelancer is hard to beat when the task is well defined and sits inside one craft. You talk directly to the person doing the work, decisions are quick, and you are not paying for project management, account management or an office you never visit.

Freelancers also shine as specialists alongside a team you already have: an illustrator for a campaign, a motion designer for a product launch, a developer to add capacity for a quarter. If you have an in-house marketing lead who can brief and review, a small network of freelancers can be the most flexible setup there is.

The trade-off is **concentrated risk**. One person means one calendar, one set of skills and one point of failure. Holidays, illness and a bigger client turning up at the wrong moment are not bad intentions; they are arithmetic.

# When you need a team

An agency earns its fee when the work crosses crafts and has to hold together. A brand identity that must survive contact with a website, a packaging range and a paid campaign needs designers, developers and marketers who sit close enough to argue with each other before you see anything.

You are also buying continuity. Someone else knows your project when your main contact is away, files and accounts are handed over properly, and there is a process for the unglamorous parts: testing, accessibility, hosting and privacy. The team carries more of the delivery risk, so that you do not have to.

The trade-offs are real too: a higher day rate, more people in the room, and the risk that the senior people who won the pitch are not the ones doing the work. Ask who will actually be on your project, and meet them.

[figure]

# Questions to ask either one

1. Who exactly will do the work, and who covers for them when they are away?
2. Can we see a project like ours, and talk to that client?
3. How do you estimate, and what happens when the scope changes?
4. Who owns the design files, the code and the accounts when we are done?
5. What does the handover look like if we part ways?

A good partner of either kind answers these without hesitating. If the answers are vague, the project will be too.

# Comparing quotes fairly

A quote from a freelancer and one from an agency are hard to compare, because they rarely cover the same things. Before you put two numbers side by side, check what each of them includes: meetings and project management, rounds of feedback, testing on phones and in different browsers, hosting, and support in the first months after the launch.

An agency's higher total often includes work a freelancer would bill later, or leave to you. Then again, an agency quote padded with process you do not need is a sign that you are talking to the wrong agency. Ask both to price the same brief, and ask each of them what would make the number go up.

> Choose the partner whose process you understand, not the one with the shiniest portfolio.

# The mix most companies end up with

In practice the choice is rarely either-or. Many of our clients use us for the foundations, meaning the brand, the website and the design system, and then work with freelancers or their own people for the day-to-day: new social posts, landing pages for a campaign, product photography.

That works well as long as the foundations are written down and handed over in a form others can use. It is why we write brand guidelines and component libraries *for the people who come after us*, not for an award jury.

Whatever you choose, agree on goals you can measure and a handover you can live with. And if you are not sure what kind of project you have, [describe it to us](/contact): we will tell you honestly if a freelancer would serve you better.
`,
    'nb-NO': `
Vi jobber med frilansende designere, utviklere og tekstforfattere nesten hver måned, og noe av det beste arbeidet vi har sett, er laget av én person ved et kjøkkenbord. Dette er altså ikke et forsvar for å velge byrå hver gang. Det er en måte å finne ut hvilken type partner som passer oppgaven du står foran.

# Begynn med oppgaven, ikke med partneren

Før du sammenligner porteføljer, bør du skrive ned hva du faktisk trenger. Tre spørsmål avgjør det meste:

- **Hvor mange fag krever det?** En logo er ett fag. En ny merkevare med ny nettside, lanseringskampanje og maler for sosiale medier er fire eller fem.
- **Hvor lenge skal det vare?** Et prosjekt på fire uker og et samarbeid over to år krever ulike partnere.
- **Hvem styrer det hos dere?** Noen må skrive bestillingen, gi tilbakemeldinger, følge opp frister og få bitene til å henge sammen. Er ikke det deg, må det være partneren.

# Når en frilanser er riktig valg

En god frilanser er vanskelig å slå når oppgaven er tydelig avgrenset og ligger innenfor ett fag. Du snakker direkte med den som gjør jobben, beslutninger tas raskt, og du betaler ikke for prosjektledelse, kundeansvarlige eller et kontor du aldri besøker.

Frilansere gjør seg også godt som spesialister sammen med et team du allerede har: en illustratør til en kampanje, en motion designer til en produktlansering, en utvikler som gir ekstra kapasitet et kvartal. Har du en markedsansvarlig i huset som kan skrive bestillinger og vurdere leveranser, kan et lite nettverk av frilansere være det mest fleksible oppsettet som finnes.

Baksiden er at **risikoen samles på ett sted**. Én person betyr én kalender, ett sett ferdigheter og ett sted det kan stoppe opp. Ferie, sykdom og en større kunde som dukker opp på feil tidspunkt, handler ikke om dårlige hensikter. Det er ren matematikk.

# Når du trenger et team

Et byrå gjør seg fortjent til honoraret når arbeidet går på tvers av fag og må henge sammen. En visuell identitet som skal tåle møtet med en nettside, en emballasjeserie og en betalt kampanje, trenger designere, utviklere og markedsførere som sitter tett nok til å krangle med hverandre før du ser noe som helst.

Du kjøper også kontinuitet. Noen andre kjenner prosjektet når hovedkontakten din er borte, filer og kontoer overleveres skikkelig, og det finnes en prosess for de lite glamorøse delene: testing, universell utforming, drift og personvern. Teamet bærer mer av leveranserisikoen, så du slipper.

Også her finnes det en bakside: høyere timepris, flere folk i rommet og en risiko for at seniorene som vant pitchen, ikke er de som gjør jobben. Spør hvem som faktisk skal jobbe med prosjektet ditt, og møt dem.

[figure]

# Spørsmål du bør stille begge

1. Hvem skal gjøre jobben, og hvem tar over når de er borte?
2. Kan vi se et prosjekt som ligner vårt, og snakke med den kunden?
3. Hvordan estimerer dere, og hva skjer når omfanget endrer seg?
4. Hvem eier designfilene, koden og kontoene når vi er ferdige?
5. Hvordan ser overleveringen ut hvis vi går hver til vårt?

En god partner, uansett type, svarer på dette uten å nøle. Er svarene vage, blir prosjektet det også.

# Slik sammenligner du tilbud

Et tilbud fra en frilanser og et fra et byrå er vanskelige å sammenligne, fordi de sjelden dekker det samme. Før du legger to tall ved siden av hverandre, bør du sjekke hva hvert av dem inkluderer: møter og prosjektledelse, runder med tilbakemeldinger, testing på telefoner og i ulike nettlesere, drift og støtte de første månedene etter lansering.

Byråets høyere sum inkluderer ofte arbeid en frilanser ville fakturert senere, eller overlatt til deg. Samtidig er et byråtilbud fullt av prosess du ikke trenger, et tegn på at du snakker med feil byrå. Be begge prise den samme bestillingen, og spør hver av dem hva som ville fått tallet til å stige.

> Velg partneren hvis prosess du forstår, ikke den med den blankeste porteføljen.

# Blandingen de fleste ender opp med

I praksis er valget sjelden enten–eller. Mange av kundene våre bruker oss til grunnmuren, altså merkevaren, nettsiden og designsystemet, og jobber deretter med frilansere eller egne folk i det daglige: nye innlegg i sosiale medier, landingssider til en kampanje, produktfoto.

Det fungerer godt så lenge grunnmuren er skrevet ned og overlevert i en form andre kan bruke. Derfor skriver vi merkevaremanualer og komponentbiblioteker *for dem som kommer etter oss*, ikke for en prisjury.

Uansett hva du velger: Bli enige om mål dere kan måle og en overlevering du kan leve med. Og er du usikker på hva slags prosjekt du har, kan du [beskrive det for oss](/kontakt). Vi sier ærlig fra hvis en frilanser passer bedre.
`,
  },
}
