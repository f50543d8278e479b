// The demo obituaries: fictional people, written to read like a real funeral home's notices. Dates are
// relative to the day the seed runs, so the newest notices always have services still to come.

export interface SeedPerson {
  name: string;
  // Age at death and days before the seed day; birth and death dates follow from them.
  age: number;
  diedDaysAgo: number;
  city: string;
  portrait: number | null;
  bornIn: string;
  work: string;
  loves: string;
  survivors: string;
  wall: 'OPEN' | 'APPROVAL';
  // In lieu of flowers: the family asked for donations to this charity.
  charity?: { name: string; url: string; inLieu: boolean };
  photos: number[];
}

export const WILLOWBROOK_PEOPLE: SeedPerson[] = [
  {
    name: 'Eleanor Grace Hartwell',
    age: 86,
    diedDaysAgo: 3,
    city: 'Alder Falls, VT',
    portrait: 2,
    bornIn: 'Montpelier, Vermont, the second of four daughters of Thomas and Ruth Abbott',
    work: 'She taught English at Alder Falls High School for thirty-one years, where generations of students learned to love Frost and Dickinson from her',
    loves: 'Eleanor kept a garden that neighbours walked past on purpose, sang alto in the Congregational church choir, and never missed a sunrise over Lake Wren',
    survivors: 'her children Margaret (David) Lowell and Peter (Anne) Hartwell, five grandchildren and two great-grandchildren. She was predeceased by her husband of fifty-eight years, Robert',
    wall: 'OPEN',
    charity: { name: 'Alder Falls Public Library', url: 'https://library.alderfalls.example/give', inLieu: false },
    photos: [1, 2, 3, 7, 11, 8],
  },
  {
    name: 'Walter James Okafor',
    age: 79,
    diedDaysAgo: 6,
    city: 'Birch Hollow, VT',
    portrait: 1,
    bornIn: 'Lagos, Nigeria, and came to Vermont in 1968 to study engineering',
    work: 'He spent his career designing bridges for the state, and liked to say that every one of them was a promise kept',
    loves: 'Walter was happiest in his workshop, building birdhouses for every grandchild, or at the chessboard in the town square',
    survivors: 'his wife of fifty-two years, Grace; his sons Daniel and Samuel; and seven grandchildren',
    wall: 'APPROVAL',
    charity: { name: 'Vermont Hospice Care', url: 'https://hospice.vermont.example/donate', inLieu: true },
    photos: [9, 4, 6],
  },
  { name: 'Margaret Rose Delaney', age: 92, diedDaysAgo: 9, city: 'Alder Falls, VT', portrait: 3, bornIn: 'Burlington, Vermont', work: 'She ran the bakery on Main Street for forty years', loves: 'Her pies were famous at every church supper, and her door was open to anyone who needed a cup of tea', survivors: 'her nieces Clare and Nora, and a town full of friends', wall: 'OPEN', photos: [3, 11] },
  { name: 'Thomas Edward Whitfield', age: 74, diedDaysAgo: 14, city: 'Cedar Run, VT', portrait: 7, bornIn: 'Hartford, Connecticut', work: 'He was a family doctor in Cedar Run for thirty-five years and still made house calls', loves: 'Tom fly-fished the Winooski every spring and read history late into the night', survivors: 'his wife Helen, his daughters Sarah and Elizabeth, and four grandchildren', wall: 'APPROVAL', photos: [5, 9] },
  { name: 'Dorothy Mae Kowalski', age: 88, diedDaysAgo: 18, city: 'Alder Falls, VT', portrait: 5, bornIn: 'Scranton, Pennsylvania', work: 'She was a nurse at Alder Falls Hospital and later its director of nursing', loves: 'Dorothy quilted for every new baby in the family and played a sharp game of bridge', survivors: 'her sons Michael and Joseph, her daughter Anna, and eleven grandchildren', wall: 'OPEN', photos: [8] },
  { name: 'Harold Francis Bennett', age: 81, diedDaysAgo: 23, city: 'Maple Ridge, VT', portrait: 4, bornIn: 'Maple Ridge, Vermont, on the farm his family had worked since 1840', work: 'He farmed that same land all his life and served twenty years on the town select board', loves: 'Harold loved a well-kept stone wall, the county fair, and his Sunday drives with Louise', survivors: 'his wife Louise, his children Carol and James, and six grandchildren', wall: 'OPEN', photos: [6, 1] },
  { name: 'Ruth Ann Castellano', age: 67, diedDaysAgo: 27, city: 'Alder Falls, VT', portrait: 8, bornIn: 'Providence, Rhode Island', work: 'She was a children’s librarian who started the town’s summer reading program', loves: 'Ruth painted watercolours of the harbour towns she visited each summer', survivors: 'her husband Vincent, her daughter Lucia, and her grandson Leo', wall: 'APPROVAL', photos: [10, 5] },
  { name: 'George William Abernathy', age: 90, diedDaysAgo: 33, city: 'Birch Hollow, VT', portrait: 10, bornIn: 'Concord, New Hampshire', work: 'He served in the Navy and then ran Abernathy Hardware for half a century', loves: 'George could fix anything and never charged a neighbour for doing it', survivors: 'his children Paul, Susan and Mark, nine grandchildren and five great-grandchildren', wall: 'OPEN', photos: [9] },
  { name: 'Patricia Lynn Moreau', age: 71, diedDaysAgo: 41, city: 'Cedar Run, VT', portrait: 11, bornIn: 'Quebec City', work: 'She taught French and piano, and her students still play at every town recital', loves: 'Patricia walked the covered-bridge loop every morning with her dog, Biscuit', survivors: 'her husband André and her sons Luc and Simon', wall: 'OPEN', photos: [12, 7] },
  { name: 'Samuel Isaac Goldberg', age: 84, diedDaysAgo: 52, city: 'Alder Falls, VT', portrait: 7, bornIn: 'Brooklyn, New York', work: 'He practised law in Alder Falls for forty-five years', loves: 'Sam told the longest jokes in Vermont and never once forgot a punchline', survivors: 'his wife Miriam, his daughters Rebecca and Hannah, and six grandchildren', wall: 'APPROVAL', photos: [2] },
  { name: 'Betty Jean Larkin', age: 95, diedDaysAgo: 60, city: 'Maple Ridge, VT', portrait: 3, bornIn: 'Maple Ridge, Vermont', work: 'She kept the books for the Maple Ridge creamery for thirty years', loves: 'Betty knit mittens for the school every winter, more than two thousand pairs in all', survivors: 'her son Frank, four grandchildren and eight great-grandchildren', wall: 'OPEN', photos: [6] },
  { name: 'Robert Allen Fitzgerald', age: 63, diedDaysAgo: 71, city: 'Alder Falls, VT', portrait: 1, bornIn: 'Boston, Massachusetts', work: 'He was a firefighter for twenty-eight years and retired as chief', loves: 'Bob coached Little League and grilled for the whole street every Fourth of July', survivors: 'his wife Karen, his children Kevin and Molly, and his mother Irene', wall: 'OPEN', charity: { name: 'Alder Falls Firefighters Fund', url: 'https://fire.alderfalls.example/fund', inLieu: true }, photos: [4, 5] },
  { name: 'Evelyn Marie Thornton', age: 89, diedDaysAgo: 84, city: 'Cedar Run, VT', portrait: 5, bornIn: 'Lowell, Massachusetts', work: 'She was the first woman to serve as Cedar Run’s town clerk', loves: 'Evelyn grew prize-winning dahlias and wrote letters to every one of her grandchildren', survivors: 'her daughters Joan and Alice and seven grandchildren', wall: 'APPROVAL', photos: [3, 8] },
  { name: 'Francis Xavier Dubois', age: 77, diedDaysAgo: 97, city: 'Birch Hollow, VT', portrait: 4, bornIn: 'Lewiston, Maine', work: 'He was a master carpenter whose staircases stand in half the old houses in the valley', loves: 'Frank sang French folk songs while he worked and taught all his grandchildren to whittle', survivors: 'his wife Colette, his sons Marc and Henri, and five grandchildren', wall: 'OPEN', photos: [9, 12] },
  { name: 'Mary Catherine O’Brien', age: 83, diedDaysAgo: 110, city: 'Alder Falls, VT', portrait: 2, bornIn: 'Galway, Ireland', work: 'She worked as a school secretary and knew every child’s name for thirty years', loves: 'Mary loved a good mystery novel, a strong cup of tea and her garden of sweet peas', survivors: 'her children Sean, Bridget and Kathleen, and ten grandchildren', wall: 'OPEN', photos: [11] },
  { name: 'Arthur Lee Jennings', age: 70, diedDaysAgo: 128, city: 'Maple Ridge, VT', portrait: 10, bornIn: 'Richmond, Virginia', work: 'He drove a school bus for twenty-five years and never had a late morning', loves: 'Arthur played the harmonica and knew every bird by its song', survivors: 'his wife Deborah and his stepdaughter Tanya', wall: 'APPROVAL', photos: [1] },
  { name: 'Helen Louise Nakamura', age: 91, diedDaysAgo: 149, city: 'Alder Falls, VT', portrait: 11, bornIn: 'Honolulu, Hawaii', work: 'She was a research chemist and later taught at the community college', loves: 'Helen practised calligraphy every evening and tended a small bonsai collection', survivors: 'her son Kenji, her daughter Amy and four grandchildren', wall: 'OPEN', photos: [7, 2] },
  { name: 'Charles Henry Pemberton', age: 85, diedDaysAgo: 176, city: 'Cedar Run, VT', portrait: 7, bornIn: 'Cedar Run, Vermont', work: 'He ran the Cedar Run general store, as his father and grandfather had', loves: 'Charlie kept the wood stove going for anyone who wanted to talk', survivors: 'his daughter Lucy and three grandchildren', wall: 'OPEN', photos: [6] },
  { name: 'Joan Elizabeth Marsh', age: 76, diedDaysAgo: 203, city: 'Birch Hollow, VT', portrait: 8, bornIn: 'Albany, New York', work: 'She was a social worker who spent her career helping families find their footing', loves: 'Joan hiked every peak in the Green Mountains after she retired', survivors: 'her partner Linda and her brother Richard', wall: 'APPROVAL', charity: { name: 'Green Mountain Trail Alliance', url: 'https://trails.green-mountain.example/give', inLieu: true }, photos: [9, 1] },
  { name: 'William Joseph Crane', age: 68, diedDaysAgo: 240, city: 'Alder Falls, VT', portrait: 1, bornIn: 'Portland, Maine', work: 'He was a mail carrier for thirty years', loves: 'Bill restored old sailboats and spent every August on the water', survivors: 'his wife Nancy and his sons Eric and Ryan', wall: 'OPEN', photos: [10, 5] },
  { name: 'Lillian Frances Ahmed', age: 94, diedDaysAgo: 268, city: 'Maple Ridge, VT', portrait: 3, bornIn: 'Manchester, England', work: 'She was a seamstress who made wedding dresses for three generations of Maple Ridge brides', loves: 'Lillian loved the Sunday crossword and her roses', survivors: 'her son Omar, her daughter Sophia and nine grandchildren', wall: 'OPEN', photos: [11, 8] },
  { name: 'Donald Ray Whitaker', age: 80, diedDaysAgo: 301, city: 'Cedar Run, VT', portrait: 4, bornIn: 'Cedar Run, Vermont', work: 'He worked at the paper mill for forty-one years', loves: 'Don was a deer camp storyteller and a devoted Red Sox fan', survivors: 'his wife Shirley and his children Gary and Lisa', wall: 'OPEN', photos: [4] },
  { name: 'Virginia Anne Caldwell', age: 87, diedDaysAgo: 335, city: 'Alder Falls, VT', portrait: 5, bornIn: 'Savannah, Georgia', work: 'She was the church organist for fifty years', loves: 'Virginia believed there was no trouble a hymn and a casserole could not soften', survivors: 'her nephews Thomas and Andrew', wall: 'APPROVAL', photos: [7] },
  { name: 'Edward Paul Lindqvist', age: 73, diedDaysAgo: 372, city: 'Birch Hollow, VT', portrait: 10, bornIn: 'Minneapolis, Minnesota', work: 'He taught physics and coached cross-country skiing', loves: 'Ed was first on the trails after every snowfall', survivors: 'his wife Karin and his daughters Ingrid and Elsa', wall: 'OPEN', photos: [6, 12] },
  { name: 'Rosa Maria Gutierrez', age: 82, diedDaysAgo: 410, city: 'Alder Falls, VT', portrait: 2, bornIn: 'San Antonio, Texas', work: 'She ran a day-care centre from her home for thirty years', loves: 'Rosa cooked tamales for the whole street every Christmas Eve', survivors: 'her children Carmen, Luis and Elena, and twelve grandchildren', wall: 'OPEN', photos: [3, 2] },
  { name: 'Frederick John Hale', age: 90, diedDaysAgo: 455, city: 'Maple Ridge, VT', portrait: 7, bornIn: 'Maple Ridge, Vermont', work: 'He was a maple sugarmaker, as were five generations before him', loves: 'Fred judged syrup at the state fair for twenty years', survivors: 'his son Daniel and four grandchildren', wall: 'OPEN', photos: [12] },
  { name: 'Nancy Ellen Brooks', age: 65, diedDaysAgo: 498, city: 'Cedar Run, VT', portrait: 8, bornIn: 'Hanover, New Hampshire', work: 'She was a veterinarian who cared for the valley’s animals, large and small', loves: 'Nancy rescued more dogs than anyone could count', survivors: 'her husband Gregory and her daughter Megan', wall: 'APPROVAL', charity: { name: 'Valley Animal Shelter', url: 'https://shelter.valley.example/donate', inLieu: true }, photos: [8] },
  { name: 'Raymond Earl Foster', age: 78, diedDaysAgo: 560, city: 'Alder Falls, VT', portrait: 4, bornIn: 'Pittsburgh, Pennsylvania', work: 'He was a steelworker and later a union steward', loves: 'Ray kept a vegetable garden big enough to feed the neighbourhood', survivors: 'his wife Martha and his children Kenneth and Joyce', wall: 'OPEN', photos: [1, 4] },
  { name: 'Alice Margaret Sinclair', age: 99, diedDaysAgo: 620, city: 'Birch Hollow, VT', portrait: 3, bornIn: 'Edinburgh, Scotland', work: 'She taught school in a one-room schoolhouse before it closed in 1961', loves: 'Alice recited Burns from memory at every family gathering', survivors: 'her grandchildren James, Fiona and Ross, and eight great-grandchildren', wall: 'OPEN', photos: [6] },
  { name: 'Kenneth Wayne Porter', age: 72, diedDaysAgo: 690, city: 'Cedar Run, VT', portrait: 1, bornIn: 'Cedar Run, Vermont', work: 'He was a state trooper for twenty-six years', loves: 'Ken loved ice fishing and the quiet of a frozen lake', survivors: 'his wife Judith and his sons Brian and Scott', wall: 'OPEN', photos: [9] },
  { name: 'Grace Elizabeth Whitmore', age: 85, diedDaysAgo: 760, city: 'Alder Falls, VT', portrait: 11, bornIn: 'Hartford, Connecticut', work: 'She was a pharmacist in Alder Falls for forty years', loves: 'Grace volunteered at the food shelf every Saturday for three decades', survivors: 'her daughter Caroline and two grandchildren', wall: 'APPROVAL', photos: [11, 3] },
  { name: 'Leonard Michael Russo', age: 88, diedDaysAgo: 830, city: 'Maple Ridge, VT', portrait: 10, bornIn: 'Newark, New Jersey', work: 'He was a barber who cut hair on Maple Ridge’s Main Street for fifty-five years', loves: 'Len’s shop was where the town went for the news, the weather and a kind word', survivors: 'his daughters Theresa and Angela and six grandchildren', wall: 'OPEN', photos: [5] },
  { name: 'Shirley Ann Dawson', age: 80, diedDaysAgo: 905, city: 'Birch Hollow, VT', portrait: null, bornIn: 'Birch Hollow, Vermont', work: 'She was a dairy farmer alongside her husband for forty years', loves: 'Shirley’s apple crisp won the county fair eleven times', survivors: 'her sons Wayne and Dale and five grandchildren', wall: 'OPEN', photos: [] },
  { name: 'Henry Lawrence Ashford', age: 93, diedDaysAgo: 980, city: 'Alder Falls, VT', portrait: 7, bornIn: 'Alder Falls, Vermont', work: 'He founded the Alder Falls Historical Society and wrote its history of the town', loves: 'Henry could tell you who had lived in every house on every street', survivors: 'his nieces Ellen and Jane', wall: 'OPEN', photos: [2, 6] },
];

export const HARBORVIEW_PEOPLE: SeedPerson[] = [
  { name: 'Margaret Ann Sullivan', age: 84, diedDaysAgo: 5, city: 'Harbor Point, ME', portrait: 5, bornIn: 'Bangor, Maine', work: 'She kept the Harbor Point lighthouse logbook for twenty years', loves: 'Peg watched every boat come home', survivors: 'her sons Liam and Owen', wall: 'OPEN', photos: [10] },
  { name: 'Thomas Reed Calloway', age: 76, diedDaysAgo: 40, city: 'Harbor Point, ME', portrait: 4, bornIn: 'Camden, Maine', work: 'He was a lobsterman for fifty years', loves: 'Tom mended nets by lantern light and told the best fog stories', survivors: 'his wife Ellen', wall: 'APPROVAL', photos: [5] },
];

export const PHOTO_CAPTIONS = [
  'Morning mist over the hills',
  'Evening on the lake',
  'The family garden in June',
  'A walk through the autumn woods',
  'Summer at the shore',
  'Snow on the old farm road',
  'Sunset over the valley',
  'Wildflowers by the fence',
  'The mountain cabin',
  'Quiet harbor at dawn',
  'The orchard in bloom',
  'Birch trees in the fall',
];

export const SEED_MEMORIES = [
  { authorName: 'Linda Carver', relationship: 'Former student', text: 'Mrs. Hartwell gave me my first book of poems and told me I had something to say. I still have the book, and I still think of her every time I read.' },
  { authorName: 'The Pelletier family', relationship: 'Neighbours', text: 'Thirty years of waving over the garden fence. Her tomatoes were legendary and so was her kindness. We will miss her dearly.' },
  { authorName: 'Reverend Alan Moss', relationship: 'Pastor', text: 'Her voice carried the alto line for four decades. The choir loft is quieter now. Rest well, dear friend.' },
  { authorName: 'Tom Briggs', relationship: null, text: 'A true gentleman and a wonderful storyteller. Thinking of the whole family today.' },
];
