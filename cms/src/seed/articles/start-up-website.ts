import type { PostSeed } from '../posts'

export const startUpWebsite: PostSeed = {
  slug: { en: 'do-i-need-a-website-for-my-start-up', 'nb-NO': 'trenger-jeg-en-nettside-for-min-oppstart' },
  title: { en: 'Do I need a website for my start-up?', 'nb-NO': 'Trenger jeg en nettside for min oppstart?' },
  subtitle: {
    en: 'Social profiles are a start. A website is where trust is built.',
    'nb-NO': 'Profiler i sosiale medier er en start. En nettside er der tillit bygges.',
  },
  category: 'industry-insights',
  releaseDate: '2024-04-22',
  body: {
    en: `
Most founders ask us some version of the same question in a first meeting. The Instagram account is growing, the LinkedIn page is in place, and perhaps a profile on a marketplace already brings in customers. Is a website still worth the money and the time, this early?

Our short answer is yes. The longer answer has little to do with looking big, and a lot to do with owning the one place where people can check that you are real, understand what you do and take the next step.

# What a social profile cannot do

Social platforms are excellent at reach and poor at explaining. A feed is ordered by what is new, not by what matters, so your best argument for choosing you sits somewhere under last week's post. You also rent that space: the platform decides who sees you, how your page looks and what it will cost to be seen next year.

A website turns that around. **You decide the order of the story.** It is found by people searching for what you offer, not only by people who already follow you, and it is the address you print on an invoice, a pitch deck and a job ad.

It is also where the background check happens. Investors, partners, journalists and the people you hope to hire will look you up before they answer your e-mail. They are rarely looking for polish. They want to see that the company exists, that somebody stands behind it, and that it knows who it is for.

# What the first version needs

A first website does not have to be large. Most of the start-up sites we build begin as a single page, and the ones that work have the same five parts, in roughly this order:

1. **A sentence that says what you do, and for whom.** Not a slogan: the sentence you would say to a stranger at a conference. “Accounting software for Norwegian tradespeople” beats “The future of finance”.
2. **Proof.** A customer's logo, a short quote, a number you can stand behind, a photo of the product in use. One honest piece of proof is worth more than three vague ones.
3. **How it works.** Three steps or three benefits, with a picture if the product is hard to imagine.
4. **One clear next step.** Book a demo, join the waiting list, ask for a price. Pick one and repeat it; two buttons competing for attention halve the clicks on both.
5. **Who is behind it.** Names, faces, an address and an organisation number. Small companies win trust by being visible.

[figure]

Everything else can wait until you know more about your visitors. That includes the blog with no posts planned, the careers page with no openings, and the animated intro that takes four seconds before anyone can read a word.

# Build it so it can grow

The cheapest mistake to avoid is a site that has to be thrown away at the first change. A few early decisions save you a rebuild later:

- **Register the domain in the company's name**, not in a freelancer's or a co-founder's private account.
- **Choose a tool your team can edit.** If changing a headline needs a developer, the headline will not change.
- **Measure from day one**, with analytics that respect your visitors' choices about cookies. You cannot learn from visits you never counted.
- **Write for search from the start**: a page title and a description in the words your customers use, not in your internal product names.

> A good first website is not big. It is clear about who you help and what they should do next.

# How long it takes

For a focused one-page site, with a simple visual identity already in place, we usually plan for three to five weeks, and most of that time goes into the words, not the code. If you do not yet have a name, a logo or a clear offer, start there: a website cannot rescue a message that has not been decided. Our article on [choosing between a freelancer and an agency](/blogs/freelancer-vs-agency) looks at who can help with which part.

# So, do you need one?

If you are still testing whether anyone wants what you make, a landing page with a sign-up form is enough, and it can be live this week. Once you are asking people for their money, their time or their trust, you need a place that answers the obvious questions before they have to ask them.

Start with one page that explains what you do, shows proof and makes contacting you effortless. Grow it when you learn what your visitors need. And if you would like a second pair of eyes on that first version, [tell us about your start-up](/contact).
`,
    'nb-NO': `
De fleste gründere vi møter, stiller en variant av det samme spørsmålet i første møte. Instagram-kontoen vokser, LinkedIn-siden er på plass, og kanskje gir en profil på en markedsplass allerede kunder. Er en nettside virkelig verdt pengene og tiden så tidlig?

Det korte svaret vårt er ja. Det lange svaret handler lite om å se stor ut, og mye om å eie det ene stedet der folk kan sjekke at du finnes, forstå hva du gjør og ta neste steg.

# Dette får du ikke til med en profil i sosiale medier

Sosiale medier er gode på rekkevidde og dårlige på å forklare. En feed sorteres etter hva som er nytt, ikke etter hva som er viktig, så det beste argumentet for å velge deg ligger begravd under forrige ukes innlegg. Dessuten leier du plassen: Det er plattformen som bestemmer hvem som ser deg, hvordan siden din ser ut og hva det koster å bli sett neste år.

En nettside snur dette på hodet. **Du bestemmer rekkefølgen i historien.** Den blir funnet av folk som søker etter det du tilbyr, ikke bare av dem som allerede følger deg, og den er adressen du setter på fakturaen, investorpresentasjonen og stillingsannonsen.

Det er også her bakgrunnssjekken skjer. Investorer, samarbeidspartnere, journalister og folk du håper å ansette, slår deg opp før de svarer på e-posten din. De ser sjelden etter finpuss. De vil se at selskapet finnes, at noen står bak det, og at det vet hvem det er til for.

# Dette trenger den første versjonen

En første nettside trenger ikke være stor. De fleste oppstartssidene vi lager, begynner som én enkelt side, og de som fungerer, har de samme fem delene, omtrent i denne rekkefølgen:

1. **Én setning om hva du gjør, og for hvem.** Ikke et slagord, men setningen du ville sagt til en fremmed på en konferanse. «Regnskapsprogram for norske håndverkere» slår «Fremtidens økonomi».
2. **Bevis.** En kundelogo, et kort sitat, et tall du kan stå inne for, et bilde av produktet i bruk. Ett ærlig bevis er verdt mer enn tre vage.
3. **Hvordan det virker.** Tre steg eller tre fordeler, gjerne med et bilde hvis produktet er vanskelig å se for seg.
4. **Ett tydelig neste steg.** Book en demo, meld deg på ventelisten, be om en pris. Velg ett og gjenta det; to knapper som slåss om oppmerksomheten, halverer klikkene på begge.
5. **Hvem som står bak.** Navn, ansikter, adresse og organisasjonsnummer. Små selskaper vinner tillit ved å vise seg frem.

[figure]

Alt annet kan vente til du vet mer om de besøkende. Det gjelder bloggen uten planlagte innlegg, karrieresiden uten ledige stillinger og den animerte introen som bruker fire sekunder før noen får lest et eneste ord.

# Bygg den så den kan vokse

Den feilen som er billigst å unngå, er en nettside som må kastes ved første endring. Noen valg tidlig sparer deg for en ny nettside senere:

- **Registrer domenet i selskapets navn**, ikke på en frilansers eller en medgründers private konto.
- **Velg et verktøy teamet selv kan redigere i.** Trengs det en utvikler for å bytte en overskrift, blir ikke overskriften byttet.
- **Mål fra første dag**, med analyseverktøy som respekterer de besøkendes valg om informasjonskapsler. Du kan ikke lære av besøk du aldri telte.
- **Skriv for søk fra starten**: en sidetittel og en beskrivelse med ordene kundene bruker, ikke de interne produktnavnene dine.

> En god første nettside er ikke stor. Den er tydelig på hvem du hjelper, og hva de bør gjøre videre.

# Hvor lang tid det tar

For en fokusert nettside på én side, med en enkel visuell identitet på plass, regner vi som regel med tre til fem uker, og mesteparten av tiden går til tekstene, ikke til koden. Har du ennå ikke navn, logo eller et tydelig tilbud, bør du begynne der: En nettside kan ikke redde et budskap som ikke er bestemt. I artikkelen om [frilanser eller byrå](/blog/frilanser-eller-byra) ser vi på hvem som kan hjelpe deg med hva.

# Så, trenger du en?

Tester du fortsatt om noen vil ha det du lager, holder det med en landingsside med et påmeldingsskjema, og den kan være ute denne uken. Når du ber folk om pengene, tiden eller tilliten deres, trenger du et sted som svarer på de åpenbare spørsmålene før de rekker å stille dem.

Start med én side som forklarer hva du gjør, viser bevis og gjør det enkelt å ta kontakt. Bygg videre når du lærer hva de besøkende trenger. Og vil du ha et par ekstra øyne på den første versjonen, kan du [fortelle oss om oppstarten din](/kontakt).
`,
  },
}
