import type { PostSeed } from '../posts'

export const designTrends: PostSeed = {
  slug: { en: 'design-trends-that-last', 'nb-NO': 'designtrender-som-varer' },
  title: {
    en: 'Design trends that will still look good in five years',
    'nb-NO': 'Designtrender som fortsatt ser bra ut om fem år',
  },
  subtitle: { en: 'Separating fashion from direction.', 'nb-NO': 'Å skille mote fra retning.' },
  category: 'trends',
  releaseDate: '2024-06-12',
  body: {
    en: `
Every January brings a new round of trend reports, and by December half of what they predicted already looks dated. That is fine: fashion is part of design, and a campaign is allowed to look like its year. A brand identity or a product's interface has to last longer. So when clients ask us what comes next, we try to separate fashion, which changes how things look, from direction, which changes how things work.

Here are five ideas we expect to still be right in five years, and a few we would happily let pass.

# 1. Variable fonts

A variable font holds a whole family in one file: every weight from hairline to black, and often widths and optical sizes as well. For a website that means fewer files to download and finer control. A headline can be exactly as heavy as the layout needs, not the nearest of four preset weights. For a brand it means one typeface that stretches from a billboard to the settings screen of an app.

[figure]

Most popular typefaces now come in a variable version, and every current browser supports them. It is the rare trend that makes pages lighter.

# 2. Motion that explains

Animation used to be decoration: things slid in because they could. The motion that lasts has a job. It shows where a panel came from, confirms that a tap worked, or draws the eye to what just changed. A good test is to switch the animation off. If the interface becomes harder to understand, the motion was earning its place.

Less is more here too: one easing and one set of durations across a whole interface feels calmer than a new flourish for every element.

Motion that lasts also respects the people who would rather do without it. Phones and computers let their users ask for less movement, and a well-built site listens (developers will know the setting as \`prefers-reduced-motion\`).

# 3. Colour systems built for contrast

Brand palettes used to be chosen on a large screen in a dark room. Today they are read on a phone in the sun, by people with every kind of eyesight. The palettes that age well are designed as systems from the start: each colour comes with lighter and darker steps, and every pairing of text and background is checked against the contrast ratios in the Web Content Accessibility Guidelines, [WCAG](https://www.w3.org/WAI/standards-guidelines/wcag/).

It is also becoming law. The European Accessibility Act will apply to many digital products and services from June 2025, and in Norway, websites for the public have had to meet accessibility requirements for years.

# 4. Systems, not pages

Fewer teams design pages one at a time. They design components, such as a card, a form field or a navigation bar, and build pages from them. The result is less glamorous in a portfolio and far better in year three, when a new product line needs twenty pages by next month. **A brand built as a system can grow without a redesign.**

It also changes what you buy. Instead of forty finished pages you get a library of parts, each documented with when to use it, and the confidence that page forty-one will fit in. The work moves from the launch to the years after it, which is where a brand spends most of its life.

# 5. Real pictures of real work

Stock photos of smiling people shaking hands never convinced anyone, and now that generated images are everywhere, they convince even less. The brands we admire are going the other way: their own people, their own products and their own places, photographed or drawn with a consistent hand. Specific beats polished.

It does not take a big budget. A morning with a photographer in your workshop, or an illustrator who draws your products in one consistent style, gives you pictures nobody else has. Used for years, they become part of how people recognise you.

# What we would let pass

- **Glass and blur everywhere.** Lovely on one card, illegible across a whole interface, and heavy work for older phones.
- **A gradient as a personality.** A gradient can support a brand. It is rarely memorable enough to be one.
- **Pages that take over your scrolling.** Turning the scroll wheel into a slideshow tests everyone's patience, and rarely passes the switch-it-off test above.

> Trends fade; clarity compounds.

None of this means steering clear of what is new. Try things in campaigns, where a short life is expected. In the parts of your brand that have to last, choose the ideas that make it easier to read, use and maintain, and let the rest pass by. [Our services](/services) show where we put each of them to work.
`,
    'nb-NO': `
Hver januar kommer en ny runde med trendrapporter, og innen desember ser halvparten av spådommene allerede datert ut. Det er helt greit: Mote er en del av design, og en kampanje har lov til å se ut som året sitt. En visuell identitet eller et produkts grensesnitt må vare lenger. Når kunder spør oss hva som kommer, prøver vi derfor å skille mote, som endrer hvordan ting ser ut, fra retning, som endrer hvordan ting fungerer.

Her er fem idéer vi tror fortsatt er riktige om fem år, og noen vi gjerne lar passere.

# 1. Variable fonter

En variabel font rommer en hel skriftfamilie i én fil: alle vekter fra hårfin til ekstra fet, og ofte bredder og optiske størrelser i tillegg. For en nettside betyr det færre filer å laste ned og finere kontroll. En overskrift kan være nøyaktig så tung som layouten trenger, ikke den nærmeste av fire ferdige vekter. For en merkevare betyr det én skrift som strekker seg fra en reklameplakat til innstillingene i en app.

[figure]

De fleste populære skrifter finnes nå i en variabel versjon, og alle dagens nettlesere støtter dem. Det er en sjelden trend som gjør sidene lettere.

# 2. Bevegelse som forklarer

Animasjon var lenge pynt: Ting gled inn fordi de kunne. Bevegelsen som varer, har en oppgave. Den viser hvor et panel kom fra, bekrefter at et trykk ble registrert, eller leder blikket mot det som nettopp endret seg. En god test er å skru animasjonen av. Blir grensesnittet vanskeligere å forstå, gjorde bevegelsen seg fortjent til plassen.

Også her er mindre mer: Én type akselerasjon og ett sett varigheter i hele grensesnittet virker roligere enn en ny krusedull for hvert element.

Bevegelse som varer, tar også hensyn til dem som helst vil slippe. Telefoner og datamaskiner lar brukerne be om mindre bevegelse, og en godt bygget nettside lytter (utviklere kjenner innstillingen som \`prefers-reduced-motion\`).

# 3. Fargesystemer bygget for kontrast

Fargepaletter ble tidligere valgt på en stor skjerm i et mørkt rom. I dag leses de på en telefon i solskinn, av folk med alle slags syn. Palettene som eldes godt, er tegnet som systemer fra starten: Hver farge har lysere og mørkere trinn, og hver kombinasjon av tekst og bakgrunn er sjekket mot kontrastkravene i retningslinjene for tilgjengelig webinnhold, [WCAG](https://www.w3.org/WAI/standards-guidelines/wcag/).

Det er dessuten i ferd med å bli lovpålagt. EUs tilgjengelighetsdirektiv, European Accessibility Act, gjelder for mange digitale produkter og tjenester fra juni 2025, og i Norge har nettsteder rettet mot allmennheten lenge måttet oppfylle krav om universell utforming.

# 4. Systemer, ikke sider

Stadig færre team tegner sider én og én. De tegner komponenter, som et kort, et skjemafelt eller en navigasjonslinje, og bygger sidene av dem. Resultatet er mindre glamorøst i en portefølje og langt bedre i år tre, når en ny produktserie trenger tjue sider innen neste måned. **En merkevare bygget som et system kan vokse uten et redesign.**

Det endrer også hva du kjøper. I stedet for førti ferdige sider får du et bibliotek av deler, hver med en beskrivelse av når den skal brukes, og tryggheten for at side førtien passer inn. Arbeidet flytter seg fra lanseringen til årene etterpå, og det er der en merkevare tilbringer mesteparten av livet sitt.

# 5. Ekte bilder av ekte arbeid

Arkivbilder av smilende folk som håndhilser, har aldri overbevist noen, og nå som genererte bilder er overalt, overbeviser de enda mindre. Merkevarene vi beundrer, går motsatt vei: egne folk, egne produkter og egne steder, fotografert eller tegnet med en gjenkjennelig hånd. Det konkrete slår det polerte.

Det krever ikke et stort budsjett. En formiddag med en fotograf i verkstedet ditt, eller en illustratør som tegner produktene dine i én gjennomgående stil, gir deg bilder ingen andre har. Brukt over flere år blir de en del av hvordan folk kjenner deg igjen.

# Dette lar vi passere

- **Glass og uskarphet overalt.** Fint på ett kort, uleselig i et helt grensesnitt og tungt arbeid for eldre telefoner.
- **En fargeovergang som personlighet.** En fargeovergang kan støtte en merkevare, men er sjelden minneverdig nok til å bære den alene.
- **Sider som tar over scrollingen.** Å gjøre musehjulet om til en lysbildefremvisning tester alles tålmodighet, og består sjelden skru-av-testen over.

> Trender falmer; tydelighet vokser.

Dette betyr ikke at du skal holde deg unna det nye. Prøv ting i kampanjer, der et kort liv er forventet. I de delene av merkevaren som skal vare, velger du idéene som gjør den lettere å lese, bruke og vedlikeholde, og lar resten passere. [Tjenestene våre](/servicer) viser hvor vi tar hver av dem i bruk.
`,
  },
}
