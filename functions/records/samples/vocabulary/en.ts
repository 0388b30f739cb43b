import { places, table, type Vocabulary } from './vocabulary';

/**
 * English sample data, for English and every language without tables of its own: names, companies, jobs, addresses
 * and words as they are in the United Kingdom and the United States. Phone numbers are in the ranges kept for
 * fiction (Ofcom's drama numbers, the 555-01xx lines).
 */
export const EN: Vocabulary = {
  femaleFirstNames: /* @__PURE__ */ table(`
    Olivia, Emma, Amelia, Isla, Ava, Sophia, Charlotte, Emily, Grace, Lily, Chloe, Ella, Evie, Freya, Poppy, Ruby,
    Sophie, Jessica, Hannah, Lucy, Megan, Rebecca, Sarah, Laura, Rachel, Katherine, Elizabeth, Victoria, Abigail,
    Madison, Harper, Avery, Zoe, Natalie, Samantha, Ashley, Jennifer, Michelle, Amanda, Nicole, Stephanie, Heather,
    Melissa, Helen, Claire, Joanne, Karen, Susan, Margaret, Alice, Eleanor, Florence, Imogen, Harriet, Niamh, Siobhan,
    Aisha, Priya, Maya, Layla, Hazel, Naomi, Rosie
  `),
  maleFirstNames: /* @__PURE__ */ table(`
    Oliver, George, Harry, Jack, Noah, Charlie, Jacob, Thomas, Oscar, William, James, Henry, Leo, Alfie, Joshua,
    Freddie, Archie, Ethan, Daniel, Samuel, Joseph, Benjamin, Lucas, Alexander, Matthew, Andrew, David, Michael,
    Christopher, Richard, Robert, John, Paul, Mark, Steven, Peter, Simon, Gareth, Ian, Stuart, Callum, Rhys, Owen,
    Connor, Liam, Ryan, Tyler, Brandon, Justin, Kevin, Brian, Edward, Patrick, Aidan, Hamish, Rohan, Arjun, Omar,
    Marcus, Nathan, Elliot, Theo, Dominic
  `),
  lastNames: /* @__PURE__ */ table(`
    Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White,
    Roberts, Green, Hall, Wood, Jackson, Clarke, Patel, Khan, Lewis, Harris, Martin, Cooper, King, Lee, Baker,
    Harrison, Morgan, Allen, James, Scott, Phillips, Watson, Davis, Parker, Price, Bennett, Young, Griffiths,
    Mitchell, Kelly, Cook, Carter, Richardson, Bailey, Collins, Bell, Shaw, Murphy, Miller, Cox, Richards, Marshall,
    Anderson, Simpson, Ellis, Adams, Singh, Wilkinson, Foster, Chapman, Powell, Webb, Rogers, Gray, Mason, Ali, Hunt,
    Hussain, Campbell, Matthews, Owen, Palmer, Holmes, Mills, Barnes, Knight, Lloyd, Butler, Russell, Barker, Fisher,
    Stevens, Jenkins, Murray, Dixon, Harvey, Graham, Pearson, Ahmed, Fletcher, Walsh, Gibson, Howard, Andrews,
    Stewart, Elliott, Reynolds, Saunders, Payne, Fox, Ford, Pearce, Brooks, Lawrence, Atkinson, Bradley, Spencer,
    Gill, Dawson, Burton, O'Brien, Watts, Booth, Perry, Grant, Wells, Armstrong, Francis, Rees, Hayes, Hudson,
    Rodriguez, Nguyen, Kim, Hernandez, Lopez, Gonzalez, Clark, Hill, Sullivan, MacDonald
  `),
  companies: /* @__PURE__ */ table(`
    {name} & Sons, {name} Ltd, {name} & {name} LLP, {name} Group, {name} Consulting, {name} Holdings, {name} Inc.,
    {name} Partners, {name} & Co., {name} Associates, {name} {trade}, {name} {trade}, {locality} {trade},
    {locality} {trade}, {locality} {trade}, {locality} {trade}, {locality} {trade}, {brand}, {brand}, {brand}
  `),
  brands: /* @__PURE__ */ table(`
    Bluebell Bakery, Harbour Lights Media, Greenfield Analytics, Redbrick Software, Thistle & Oak Interiors,
    Silver Birch Logistics, Pennine Engineering, Hudson Valley Farms, Granite Peak Outfitters, Brightwater Energy,
    Maple Street Books, Kingfisher Marine, Summit Ridge Capital, Old Mill Brewery, Blackthorn Legal,
    Cedar & Pine Furniture, Evergreen Health, Lighthouse Learning, Union Square Events, Ironworks Fitness,
    Saffron Kitchen, Clearview Optics, Highland Wool Company, Atlas Freight, Beacon Hill Press, Foxglove Florists,
    Bramble & Rye, Red Kite Studios, Sunrise Dairy, Crescent Moon Games, Hawthorn Nursery School,
    Quayside Fish Market, Prairie Wind Solar, Canal Street Cycles, Wildflower Yoga, Orchard Lane Cider,
    Keystone Insurance
  `),
  trades: /* @__PURE__ */ table(`
    Bakery, Joinery, Print Works, Motors, Books, Cheese Company, Brewing Co., Pharmacy, Dental Practice, Architects,
    Design Studio, Consulting, Logistics, Florists, Veterinary Clinic, Hotel, Builders, Electrical, Software, Media,
    Surveyors, Interiors, Analytics, Energy, Outfitters, Legal, Fitness, Optics, Press, Property, Plumbing,
    Landscaping, Catering, Removals, Accountants
  `),
  localities: /* @__PURE__ */ table(`
    Riverside, Northgate, Hillcrest, Oakwood, Kingsbridge, Harbourside, Meadowbrook, Westfield, Ashford, Brookside,
    Highgate, Fairview, Elmwood, Stonebridge, Greenway, Bayview, Lakeside, Millbrook, Springvale, Foxhill,
    Silver Birch, Redbrick, Copperleaf, Summit Ridge, Old Mill, Granite Peak, Union Square, Beacon Hill, Tidewater,
    Westbridge, Pennine, Thameside, Clydesdale, Bluegrass, Cape Cod
  `),
  jobTitles: /* @__PURE__ */ table(`
    Sales Director, Marketing Manager, Project Manager, Software Engineer, Senior Software Engineer, Product Manager,
    Product Designer, UX Researcher, Data Analyst, Data Scientist, Head of Operations, Operations Manager,
    Chief Executive Officer, Chief Financial Officer, Chief Technology Officer, Managing Director, Finance Director,
    Financial Controller, Accountant, HR Business Partner, Head of People, Recruitment Consultant, Office Manager,
    Executive Assistant, Communications Officer, Press Officer, Content Strategist, Copywriter, Editor, Journalist,
    Photographer, Graphic Designer, Art Director, Creative Director, Architect, Civil Engineer, Mechanical Engineer,
    Site Manager, Quantity Surveyor, Solicitor, Barrister, Paralegal, Legal Counsel, Pharmacist,
    General Practitioner, Nurse Practitioner, Physiotherapist, Teacher, Headteacher, Lecturer, Research Fellow,
    Librarian, Account Manager, Business Development Manager, Customer Success Manager, Customer Service Adviser,
    Procurement Manager, Supply Chain Analyst, Logistics Coordinator, Warehouse Supervisor, Quality Assurance Lead,
    Information Security Officer, IT Support Technician, Systems Administrator, DevOps Engineer, Solutions Architect,
    Management Consultant, Policy Adviser, Events Coordinator, Events Manager, Producer, Stage Manager, Head Chef,
    Sommelier, Estate Agent, Mortgage Adviser, Investment Analyst, Fundraising Manager, Volunteer Coordinator,
    Programme Officer, Community Manager, Social Media Manager, Translator, Interpreter
  `),
  streets: /* @__PURE__ */ table(`
    Baker Street, High Street, Station Road, Church Lane, Victoria Road, Mill Lane, Park Avenue, Queen Street,
    King's Road, Oxford Road, London Road, Manor Road, Green Lane, The Crescent, Elm Grove, Oak Avenue, Maple Drive,
    Willow Close, Cedar Court, Riverside Walk, Market Square, Castle Street, Bridge Street, North Street,
    West End Lane, Albert Road, Grange Road, Springfield Road, Chapel Street, George Street, Main Street, Broadway,
    Elm Street, Pine Street, Washington Avenue, Lincoln Avenue, Sunset Boulevard, Madison Avenue, Lexington Avenue,
    Commonwealth Avenue, Beacon Street, Michigan Avenue, Lake Shore Drive, Peachtree Street, Market Street,
    Mission Street, Pearl Street, Harbor Drive, Spring Street, Cherry Lane, Hillside Avenue, Meadow Lane,
    Jefferson Street, Franklin Street, Sycamore Road, Birch Road, Cambridge Street, Princes Street, Rose Street,
    Sauchiehall Street, Deansgate, Bold Street, Corporation Street, Abbey Road, Portobello Road, Oak Street,
    Union Street, Water Street, Canal Street, Orchard Way, Kingsway, Whitehall Road
  `),
  places: /* @__PURE__ */ places(`
    London; EC1V 9HX; Greater London, London; N1 9GU; Greater London, London; SE1 7PB; Greater London
    Manchester; M1 4BT; Greater Manchester, Birmingham; B1 1BB; West Midlands, Leeds; LS1 4DY; West Yorkshire
    Sheffield; S1 2HE; South Yorkshire, Liverpool; L1 8JQ; Merseyside, Bristol; BS1 5TR; Bristol
    Newcastle upon Tyne; NE1 7RU; Tyne and Wear, Nottingham; NG1 5FS; Nottinghamshire
    Leicester; LE1 6TE; Leicestershire, Oxford; OX1 2JD; Oxfordshire, Cambridge; CB2 1TN; Cambridgeshire
    Brighton; BN1 1EE; East Sussex, York; YO1 7HH; North Yorkshire, Bath; BA1 1LZ; Somerset
    Norwich; NR2 1NH; Norfolk, Exeter; EX1 1HS; Devon, Plymouth; PL1 2AA; Devon, Southampton; SO14 7DU; Hampshire
    Reading; RG1 1JX; Berkshire, Edinburgh; EH2 2ER; City of Edinburgh, Glasgow; G1 1XQ; Glasgow City
    Aberdeen; AB10 1AQ; Aberdeenshire, Cardiff; CF10 1EP; South Glamorgan, Swansea; SA1 3SN; West Glamorgan
    Belfast; BT1 5GS; County Antrim
    New York; 10001; New York, Brooklyn; 11201; New York, Boston; 02108; Massachusetts
    Cambridge; 02139; Massachusetts, Philadelphia; 19103; Pennsylvania, Pittsburgh; 15222; Pennsylvania
    Washington; 20001; District of Columbia, Baltimore; 21202; Maryland, Chicago; 60601; Illinois
    Detroit; 48226; Michigan, Minneapolis; 55401; Minnesota, Columbus; 43215; Ohio, Cleveland; 44114; Ohio
    Atlanta; 30303; Georgia, Miami; 33130; Florida, Orlando; 32801; Florida, Charlotte; 28202; North Carolina
    Raleigh; 27601; North Carolina, Nashville; 37203; Tennessee, New Orleans; 70112; Louisiana
    Austin; 78701; Texas, Houston; 77002; Texas, Dallas; 75201; Texas, San Antonio; 78205; Texas
    Denver; 80202; Colorado, Phoenix; 85004; Arizona, Salt Lake City; 84101; Utah, Las Vegas; 89101; Nevada
    Los Angeles; 90012; California, San Francisco; 94103; California, San Diego; 92101; California
    Sacramento; 95814; California, Portland; 97204; Oregon, Seattle; 98101; Washington
    Kansas City; 64105; Missouri, St. Louis; 63101; Missouri, Indianapolis; 46204; Indiana
    Milwaukee; 53202; Wisconsin, Burlington; 05401; Vermont, Portland; 04101; Maine
  `),
  countries: /* @__PURE__ */ table(`
    United Kingdom, United States, Ireland, Canada, Australia, New Zealand, France, Germany, Spain, Italy, Portugal,
    Netherlands, Belgium, Switzerland, Austria, Denmark, Sweden, Norway, Finland, Iceland, Poland, Czech Republic,
    Greece, Croatia, Hungary, Romania, Mexico, Brazil, Argentina, Chile, Colombia, Peru, Morocco, Egypt, Kenya,
    Nigeria, Ghana, South Africa, India, Pakistan, Bangladesh, Sri Lanka, Singapore, Malaysia, Japan, South Korea,
    China, Vietnam, Thailand, Philippines, Indonesia, Turkey, Israel, United Arab Emirates, Jamaica
  `),
  phones: /* @__PURE__ */ table(`
    +44 20 7946 0###, +44 161 496 0###, +44 113 496 0###, +44 114 496 0###, +44 115 496 0###, +44 116 496 0###,
    +44 117 496 0###, +44 118 496 0###, +44 121 496 0###, +44 131 496 0###, +44 141 496 0###, +44 151 496 0###,
    +44 191 498 0###, +44 29 2018 0###, +44 28 9649 6###, +44 7700 900###, +44 7700 900###, +44 7700 900###,
    +1 (212) 555-01##, +1 (415) 555-01##, +1 (312) 555-01##, +1 (617) 555-01##, +1 (206) 555-01##,
    +1 (202) 555-01##, +1 (213) 555-01##, +1 (305) 555-01##, +1 (512) 555-01##, +1 (303) 555-01##
  `),
  domains: /* @__PURE__ */ table('com, com, com, co.uk, org, net, io, org.uk'),
  colors: /* @__PURE__ */ table(`
    red, blue, green, yellow, black, white, grey, orange, purple, pink, brown, beige, teal, navy, maroon, olive,
    turquoise, lavender, coral, mustard, ivory, charcoal, cream, burgundy, indigo, magenta, plum, sky blue,
    forest green, salmon, mint green, sand, gold, silver
  `),
  departments: /* @__PURE__ */ table(`
    Books, Clothing, Electronics, Garden, Grocery, Health, Home, Jewellery, Kids, Music, Outdoors, Shoes, Sports,
    Toys, Beauty, Automotive, Baby, Computers, Games, Kitchen, Films, Tools, Pet Supplies, Stationery, Lighting,
    Furniture, Travel, Crafts, Wine and Spirits, Photography
  `),
  products: /* @__PURE__ */ table('{adjective} {material} {noun}, {adjective} {material} {noun}, {material} {noun}, {adjective} {noun}'),
  productNouns: /* @__PURE__ */ table(`
    Chair, Coffee Table, Lamp, Armchair, Stool, Bookshelf, Bag, Wallet, Watch, Notebook, Pen, Mug, Teapot, Bowl,
    Plate, Vase, Cushion, Throw, Rug, Mirror, Clock, Desk, Bench, Cap, Scarf, Jacket, Shirt, Jumper, Beanie, Belt,
    Water Bottle, Basket, Picture Frame, Candle Holder, Chopping Board, Salad Bowl, Speaker, Headphones, Satchel,
    Pencil Case, Suitcase, Blanket, Bedside Lamp, Side Table, Screen
  `),
  productAdjectives: /* @__PURE__ */ table(`
    Handcrafted, Handmade, Rustic, Modern, Vintage, Ergonomic, Sleek, Classic, Elegant, Compact, Lightweight,
    Durable, Foldable, Recycled, Practical, Refined, Minimalist, Premium, Everyday, Portable, Stackable, Waterproof,
    Cosy, Timeless, Sturdy
  `),
  materials: /* @__PURE__ */ table(`
    Oak, Walnut, Beech, Bamboo, Rattan, Steel, Aluminium, Brass, Copper, Cast Iron, Glass, Ceramic, Stoneware,
    Porcelain, Marble, Concrete, Leather, Linen, Cotton, Wool, Velvet, Silk, Cashmere, Cork, Felt, Wicker,
    Terracotta, Granite, Tweed, Denim
  `),
  keywords: /* @__PURE__ */ table(`
    city, garden, light, journey, meeting, project, team, season, story, music, idea, river, mountain, forest,
    market, workshop, house, book, picture, colour, movement, space, time, memory, culture, nature, sea, sky, sun,
    earth, water, kitchen, recipe, taste, flower, country, region, village, neighbourhood, audience, stage, show,
    concert, festival, exhibition, conference, debate, exchange, network, knowledge, craft, talent, design,
    innovation, discovery, heritage, tradition, youth, family, harbour, island, community, learning, research, dance,
    cinema, theatre, reading, sport, health, digital, ecology, food, photography, architecture, wellbeing
  `),
  // Clauses are a subject, a verb, an object and now and then a complement: subjects are singular, verbs agree.
  subjects: /* @__PURE__ */ table(`
    the city, the neighbourhood, our team, the festival, our workshop, the association, the audience, the gathering,
    this project, the network, the conference, each season, the market, the library, the collective, the company,
    our house, the village, the region, the exhibition, the programme, the local scene, this edition, the jury,
    the board, our partner, the school, the museum, the cooperative, the lab, the foundation, the head chef,
    the guest artist, the council, the arts centre, this day, the Saturday workshop, the committee,
    the tourist office, the newsroom
  `),
  verbs: /* @__PURE__ */ table(`
    supports, brings together, presents, offers, tells the story of, showcases, champions, opens up, prepares,
    explores, celebrates, transforms, discovers, shares, imagines, builds, hosts, welcomes, connects, inspires,
    spotlights, introduces, reinvents, nurtures, gathers, questions, renews, stands up for, passes on, sheds light on
  `),
  objects: /* @__PURE__ */ table(`
    local residents, fresh ideas, local heritage, artists from the region, a curious audience, traditional crafts,
    contemporary work, young talent, seasonal cooking, local producers, community projects,
    the memory of the neighbourhood, families, unexpected encounters, a rich programme, skilled makers, live music,
    short supply chains, a different way to travel, local businesses, biodiversity, free workshops,
    the great classics, public readings, the digital transition, the tourism sector, original exhibitions,
    the joy of sharing, today's writers, a new generation, outdoor sports, surprising landscapes,
    independent cinema, simple habits, sustainable solutions, dialogue between generations, contemporary dance,
    old family recipes, inspiring talks, social innovation
  `),
  complements: /* @__PURE__ */ table(`
    with local residents, in the heart of the neighbourhood, every spring, for ten years now, without fuss,
    for every audience, across the region, over a cup of coffee, all year round, for one weekend, with passion,
    without losing sight of what matters, a short walk from the station, in the open air, season after season,
    from early June, together with local schools, thanks to its volunteers, by the water,
    under the old market hall, for the third year running, with great care, in a playful way,
    in partnership with the council, off the beaten track, at its own pace, until the end of the summer,
    through hands-on workshops, in a friendly setting, with support from the region
  `),
  connectors: [', and', ' while', ', and then', ' because', ', so', ' as'],
};
