import type { PostSeed } from '../posts'

export const brandAudit: PostSeed = {
  slug: { en: 'a-brand-audit-in-one-afternoon', 'nb-NO': 'en-merkevarerevisjon-pa-en-ettermiddag' },
  title: { en: 'A brand audit in one afternoon', 'nb-NO': 'En merkevarerevisjon på én ettermiddag' },
  subtitle: {
    en: 'Five questions that show where your brand leaks.',
    'nb-NO': 'Fem spørsmål som viser hvor merkevaren lekker.',
  },
  category: 'best-practices',
  releaseDate: '2024-08-30',
  body: {
    en: `
A full brand review takes us four to six weeks, with interviews, research and workshops. Most companies do not need that to find out whether their brand is working. They need one honest afternoon, three or four people from different parts of the business, and the five questions below.

Run it before a rebrand, to know what to fix, or once a year, to catch the drift before it becomes a problem.

# Before you start

Book four hours and a room with a large wall or a large screen. Then gather what the outside world sees of you:

- the website, on a phone and on a laptop;
- your last ten posts on social media;
- a recent offer, presentation or proposal;
- packaging, signage or printed matter, if you have any;
- e-mail signatures and the out-of-office reply.

Invite someone from sales or customer service. They hear how customers describe you, which is rarely how the marketing team does.

# The five questions

## 1. Can a stranger tell what you do after ten seconds?

Show the top of your homepage to someone outside the company for ten seconds, then take it away. Ask what you do and who it is for. If they hesitate, your most valuable ten seconds are being spent on something else: a slogan, a stock photo, a cookie banner. Try it with two or three people: one hesitation can be chance, three is a pattern.

## 2. Do your channels look like one company?

Put the website, three social posts, a proposal and a business card side by side on the wall. Do the same logo, colours and typefaces appear everywhere? Small differences creep in whenever different people make things. It is worth knowing which of them have quietly become the norm. Look hardest at the things nobody owns: the invoice template, the e-mail signature, the sign on the door.

## 3. Would your best customer recognise your voice?

Read three texts aloud: a headline from the website, a social post and the first paragraph of an offer. Do they sound like the same person? A company that writes *we are passionate about innovation* on its website and *hey guys!!* on Instagram is two brands, and customers notice. Your tone does not have to be identical everywhere, but it should sound like the same people in a different mood.

## 4. Does the brand still fit what you sell?

Companies change faster than their logos. The start-up that sold one product to shops in Norway now sells three to customers across Europe, and the brand still speaks for the first one. List what you sell today and to whom, and ask whether the brand would make sense to someone who only knows the newest part of the business.

## 5. Can your team use it without asking?

Ask a colleague to make a simple poster or social post on the spot. Do they know where the logo files are? Which colours to use, and which typeface? If every small job has to go through one person, the brand depends on that person's calendar. A shared folder with the logo files, a one-page guide to colours and type, and a handful of templates fix most of this within a week.

# How to run the afternoon

Keep the pace up. Take ten minutes to put everything on the wall, then about forty minutes per question: ten to look, twenty to discuss and ten to write down what you found.

[figure]

Save the last half hour for sorting the findings into three piles:

1. **Quick fixes** you can make this month, such as an old logo on the invoice template.
2. **Decisions** someone has to take, such as which of two taglines is the real one.
3. **Bigger questions** that may need help from outside, such as a brand that no longer fits the business.

> Consistency is the cheapest marketing there is.

# After the afternoon

Write up the answers while they are fresh, with photos of the wall. Fix the easiest gap first: it shows the team that the audit leads somewhere. Then put the date of the next one in the calendar. A brand that is checked every quarter rarely needs a dramatic rescue.

Send a one-page summary to everyone who took part, and to whoever holds the budget. The audit is only as useful as the changes it leads to, and changes need someone who can say yes to them.

If the bigger questions pile up, that is when a fuller review pays off, and we would be glad to [look at your wall with you](/contact).
`,
    'nb-NO': `
En full merkevaregjennomgang tar oss fire til seks uker, med intervjuer, research og arbeidsmøter. De fleste bedrifter trenger ikke det for å finne ut om merkevaren virker. De trenger én ærlig ettermiddag, tre eller fire personer fra ulike deler av bedriften og de fem spørsmålene nedenfor.

Gjør det før en omprofilering, så du vet hva som må fikses, eller én gang i året, så du fanger opp avvikene før de blir et problem.

# Før du begynner

Sett av fire timer og et rom med en stor vegg eller en stor skjerm. Samle så det omverdenen ser av dere:

- nettsiden, på telefon og på laptop;
- de ti siste innleggene i sosiale medier;
- et nylig tilbud, en presentasjon eller et forslag;
- emballasje, skilt eller trykksaker, hvis dere har det;
- e-postsignaturer og fraværsmeldingen.

Inviter noen fra salg eller kundeservice. De hører hvordan kundene beskriver dere, og det er sjelden slik markedsavdelingen gjør det.

# De fem spørsmålene

## 1. Skjønner en fremmed hva dere gjør etter ti sekunder?

Vis toppen av forsiden til noen utenfor bedriften i ti sekunder, og ta den så bort. Spør hva dere gjør, og hvem det er for. Nøler de, brukes de mest verdifulle ti sekundene deres på noe annet: et slagord, et arkivbilde, et cookie-banner. Prøv med to eller tre personer: Én som nøler, kan være tilfeldig, tre er et mønster.

## 2. Ser kanalene ut som ett selskap?

Sett opp nettsiden, tre innlegg fra sosiale medier, et tilbud og et visittkort side om side på veggen. Går den samme logoen, de samme fargene og de samme skriftene igjen overalt? Små forskjeller sniker seg inn når ulike folk lager ting. Det er verdt å vite hvilke av dem som i det stille har blitt normen. Se ekstra nøye på det ingen eier: fakturamalen, e-postsignaturen, skiltet på døren.

## 3. Ville den beste kunden kjent igjen stemmen deres?

Les tre tekster høyt: en overskrift fra nettsiden, et innlegg fra sosiale medier og første avsnitt i et tilbud. Høres de ut som den samme personen? En bedrift som skriver *vi brenner for innovasjon* på nettsiden og *hei alle sammen!!* på Instagram, er to merkevarer, og kundene merker det. Tonen trenger ikke være lik overalt, men den bør høres ut som de samme menneskene i ulikt humør.

## 4. Passer merkevaren fortsatt til det dere selger?

Bedrifter endrer seg raskere enn logoene sine. Oppstartsselskapet som solgte ett produkt til norske butikker, selger nå tre til kunder i hele Europa, og merkevaren snakker fortsatt for det første. List opp hva dere selger i dag, og til hvem, og spør om merkevaren ville gitt mening for noen som bare kjenner den nyeste delen av virksomheten.

## 5. Kan teamet bruke den uten å spørre?

Be en kollega lage en enkel plakat eller et innlegg på stedet. Vet de hvor logofilene ligger? Hvilke farger og hvilken skrift de skal bruke? Må hver lille jobb innom én person, er merkevaren avhengig av den personens kalender. En delt mappe med logofilene, en enkel side om farger og skrift og en håndfull maler løser det meste av dette på en uke.

# Slik gjennomfører du ettermiddagen

Hold tempoet oppe. Bruk ti minutter på å få alt opp på veggen, og deretter rundt førti minutter per spørsmål: ti til å se, tjue til å diskutere og ti til å skrive ned funnene.

[figure]

Spar den siste halvtimen til å sortere funnene i tre hauger:

1. **Raske fikser** dere kan gjøre denne måneden, som en gammel logo i fakturamalen.
2. **Beslutninger** noen må ta, som hvilket av to slagord som er det riktige.
3. **Større spørsmål** som kanskje krever hjelp utenfra, som en merkevare som ikke lenger passer virksomheten.

> Konsistens er den billigste markedsføringen som finnes.

# Etter ettermiddagen

Skriv ned svarene mens de er ferske, med bilder av veggen. Tett det enkleste hullet først: Det viser teamet at revisjonen fører et sted. Sett så datoen for den neste inn i kalenderen. En merkevare som sjekkes hvert kvartal, trenger sjelden en dramatisk redningsaksjon.

Send en oppsummering på én side til alle som var med, og til den som har budsjettet. Revisjonen er bare så nyttig som endringene den fører til, og endringer trenger noen som kan si ja til dem.

Hoper de større spørsmålene seg opp, er det på tide med en grundigere gjennomgang, og vi [ser gjerne på veggen sammen med dere](/kontakt).
`,
  },
}
