import type { PostSeed } from '../posts'

export const anotherCountry: PostSeed = {
  slug: { en: 'hiring-a-company-from-another-country', 'nb-NO': 'ansette-et-selskap-fra-et-annet-land' },
  title: {
    en: 'Hiring a company from another country: what to know',
    'nb-NO': 'Å ansette et selskap fra et annet land: dette bør du vite',
  },
  subtitle: {
    en: 'Time zones, contracts and culture: how to make a cross-border partnership work.',
    'nb-NO': 'Tidssoner, kontrakter og kultur: slik får du et samarbeid over landegrensene til å fungere.',
  },
  category: 'trends',
  releaseDate: '2024-04-22',
  body: {
    en: `
We have studios in Stavanger and Pristina, and in most weeks designers in one country and developers in the other work on the same project. So we have learned, sometimes the hard way, what makes a partnership across a border work. If you are thinking of hiring a design or development partner abroad, this is what we would tell a friend.

# Why companies look abroad

The usual first reason is cost, and it is a fair one: salaries differ a lot across Europe. But the partnerships that last are rarely about price alone. They are about finding skills you cannot hire locally this quarter, adding capacity without adding permanent staff, or working with people who know a market you want to enter.

Price gets a partner into the meeting. It will not keep the project on track. These three things do.

# 1. Time zones: count the shared hours

What matters is not the distance but the number of working hours you share. Norway and Kosovo are in the same time zone, so our two studios share the whole day. A partner in London shares seven of your eight hours; one in New York, one or two.

[figure]

For a project that needs quick decisions, we suggest at least four shared hours a day. With fewer, plan for it: briefs written so that they can be acted on without a call, a fixed daily window for questions, and decisions recorded in writing, so that one side can keep working while the other sleeps.

# 2. Contracts and data: settle them before the kick-off

A contract across a border covers the same ground as any other, plus a few things that are easy to forget:

- **Which law applies, and where disputes are settled.** Pick one, write it down, and make sure both sides can live with it.
- **Who owns what.** The rights to designs, code and copy should pass to you on payment, including the working files and the source code, not only the finished product.
- **Currency and payment terms.** Agree which currency you are invoiced in, and who carries the exchange-rate risk on a long project.
- **Personal data.** If your partner will handle data about your customers or users, you need a data processing agreement.

The last point deserves a paragraph of its own. Kosovo, like most countries outside the EU and the EEA, is not covered by an adequacy decision, so personal data sent there from Norway or the EU needs a legal basis for the transfer: in practice, the European Commission's standard contractual clauses, signed as part of the agreement. It sounds heavier than it is. A partner who has done it before will send you the documents, and the Norwegian Data Protection Authority, [Datatilsynet](https://www.datatilsynet.no), explains the rules in plain language.

# 3. Culture: say out loud what usually goes unsaid

Most friction across borders is not about language. Everyone in our studios works in English every day. It is about the unwritten rules: how blunt feedback can be, whether *that should be possible* means yes or maybe, and whether people raise a problem early or try to fix it quietly first.

Norwegian workplaces are famously flat; a junior designer is expected to disagree with a client if there is a reason to. Other workplaces are more careful with hierarchy. Neither is wrong, but people who have never talked about it will misread each other. Say how you like to give and receive feedback, and ask your partner to do the same.

And **meet in person at the start** if you possibly can. A day together at the kick-off buys months of goodwill on video calls.

# A checklist for the first month

1. Agree on one channel for chat and one place for files.
  - Invite the partner into your tools rather than working in theirs: the history stays with you when the project ends.
  - Give each person their own access, never one shared login.
2. Name one owner on each side who can make decisions.
3. Set a fixed weekly meeting, and a written status both sides can read.
4. Sign the data processing agreement before any real customer data changes hands.
5. Make the first delivery small, so that you learn how the other side works while little is at stake.

> Distance is rarely the problem. Unclear ownership is.

Treat your partner as part of your team: the same tools, the same information, the same morning meeting if the hours allow. When that works, the border stops showing in the work. If you would like to see how we share projects between [our two studios](/about), or start one, [get in touch](/contact).
`,
    'nb-NO': `
Vi har studioer i Stavanger og Pristina, og i de fleste uker jobber designere i det ene landet og utviklere i det andre med det samme prosjektet. Vi har derfor lært, av og til på den harde måten, hva som skal til for at et samarbeid over landegrensene fungerer. Vurderer du en design- eller utviklingspartner i utlandet, er dette hva vi ville sagt til en venn.

# Hvorfor bedrifter ser til utlandet

Den vanligste grunnen er pris, og det er en god grunn: Lønnsnivået varierer mye i Europa. Men samarbeidene som varer, handler sjelden bare om pris. De handler om å finne kompetanse du ikke får ansatt lokalt dette kvartalet, om å øke kapasiteten uten å øke staben, eller om å jobbe med folk som kjenner et marked du vil inn i.

Prisen får en partner inn på møtet. Den holder ikke prosjektet på sporet. Det gjør disse tre tingene.

# 1. Tidssoner: tell de felles timene

Det som teller, er ikke avstanden, men hvor mange arbeidstimer dere har felles. Norge og Kosovo ligger i samme tidssone, så de to studioene våre deler hele arbeidsdagen. En partner i London deler sju av dine åtte timer, en i New York én eller to.

[figure]

For et prosjekt som trenger raske beslutninger, anbefaler vi minst fire felles timer om dagen. Har dere færre, må dere planlegge for det: bestillinger skrevet så de kan følges uten en samtale, et fast tidsvindu for spørsmål hver dag, og beslutninger som skrives ned, slik at den ene siden kan jobbe videre mens den andre sover.

# 2. Kontrakter og data: avklar dem før oppstart

En kontrakt over landegrensene dekker det samme som alle andre, pluss noen punkter som er lette å glemme:

- **Hvilket lands lov som gjelder, og hvor tvister avgjøres.** Velg ett, skriv det ned, og sørg for at begge parter kan leve med det.
- **Hvem som eier hva.** Rettighetene til design, kode og tekst bør gå over til deg ved betaling, også arbeidsfilene og kildekoden, ikke bare det ferdige produktet.
- **Valuta og betalingsvilkår.** Bli enige om hvilken valuta det faktureres i, og hvem som bærer valutarisikoen i et langt prosjekt.
- **Personopplysninger.** Skal partneren behandle opplysninger om kundene eller brukerne dine, trenger dere en databehandleravtale.

Det siste punktet fortjener et eget avsnitt. Kosovo er, som de fleste land utenfor EU og EØS, ikke omfattet av en beslutning om tilstrekkelig beskyttelsesnivå. Personopplysninger som sendes dit fra Norge eller EU, trenger derfor et eget overføringsgrunnlag, i praksis EU-kommisjonens standard personvernbestemmelser, signert som en del av avtalen. Det høres tyngre ut enn det er. En partner som har gjort det før, sender deg dokumentene, og [Datatilsynet](https://www.datatilsynet.no) forklarer reglene på godt norsk.

# 3. Kultur: si høyt det som vanligvis ikke blir sagt

Det meste av friksjonen over landegrensene handler ikke om språk. Alle i studioene våre jobber på engelsk hver dag. Det handler om de uskrevne reglene: hvor rett frem en tilbakemelding kan være, om *det skal nok gå* betyr ja eller kanskje, og om folk sier fra om et problem tidlig eller prøver å løse det i det stille først.

Norske arbeidsplasser er kjent for flate strukturer; en juniordesigner forventes å være uenig med kunden hvis det er grunn til det. Andre arbeidsplasser er mer varsomme med hierarkiet. Ingen av delene er feil, men folk som aldri har snakket om det, kommer til å misforstå hverandre. Si hvordan du liker å gi og få tilbakemeldinger, og be partneren gjøre det samme.

Og **møt hverandre fysisk ved oppstart** hvis det på noen måte lar seg gjøre. Én dag sammen ved oppstart gir måneder med godvilje på videosamtaler.

# Sjekkliste for den første måneden

1. Bli enige om én kanal for chat og ett sted for filer.
  - Inviter partneren inn i verktøyene dere allerede bruker, i stedet for å jobbe i partnerens: Da blir historikken hos dere når prosjektet er over.
  - Gi hver person egen tilgang, aldri én felles innlogging.
2. Utnevn én eier på hver side som kan ta beslutninger.
3. Sett opp et fast ukentlig møte og en skriftlig status begge sider kan lese.
4. Signer databehandleravtalen før ekte kundedata skifter hender.
5. Gjør den første leveransen liten, så dere lærer hvordan den andre siden jobber mens lite står på spill.

> Avstand er sjelden problemet. Uklart eierskap er det.

Behandle partneren som en del av teamet: de samme verktøyene, den samme informasjonen, det samme morgenmøtet hvis timene tillater det. Når det fungerer, slutter grensen å synes i arbeidet. Vil du se hvordan vi deler prosjekter mellom [de to studioene våre](/om-oss), eller starte et, kan du [ta kontakt](/kontakt).
`,
  },
}
