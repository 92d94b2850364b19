/**
 * About a thousand passwords people pick most (from public breach frequency lists: only those of 8 or
 * more characters, since shorter ones fail the length rule anyway), lower-cased. Compared
 * case-insensitively. Shipped as code: nothing is downloaded.
 */
const LIST = String.raw`
password 12345678 123456789 1234567890 11111111 00000000 88888888 87654321 12341234 11223344 12344321
123123123 147258369 159753456 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qazxsw2 1234qwer qwer1234 qwertyui
qwertyuiop asdfghjk asdfghjkl zxcvbnm1 zaq12wsx !qaz2wsx q1w2e3r4 q1w2e3r4t5 a1b2c3d4 abcd1234 abc12345
abcdefgh password1 password12 password123 passw0rd p@ssw0rd p@ssword pa$$word pa55word iloveyou iloveyou1
iloveyou2 sunshine princess princess1 football football1 baseball basketball superman trustno1 whatever
starwars computer michelle jennifer jessica1 danielle babygirl babygirl1 lovely12 sweetheart butterfly
chocolate christina elizabeth alexander victoria samantha jordan23 michael1 charlie1 mustang1 shadow12
letmein1 welcome1 welcome123 admin123 administrator changeme changeme1 internet qazwsxedc qwerty123 qwerty12
qwerty1234 1234abcd master12 monkey12 dragon12 freedom1 whatever1 1111111111 0987654321 12121212 123qweasd
qweasdzxc qweasd123 1qaz2wsx3edc zaq1zaq1 zaq1xsw2 asdf1234 asdfasdf 1234asdf qwerasdf 987654321 9876543210
123456789a 12345678a a12345678 a123456789 aa123456 aa12345678 123456aa 1234567a q1234567 q12345678 qq123456
123456qq 123456789q 1234567q 11112222 22222222 33333333 44444444 55555555 66666666 77777777 99999999
12345679 1234567890a 147852369 741852963 963852741 159357852 789456123 456789123 123654789 147896325
qwertyu1 1qazzaq1 passpass loveyou1 lovelove iloveu12 fuckyou1 fuckoff1 princesa tequiero teamo123
contrasena mot2passe motdepasse passwort hallo123 schatz123 12qwaszx 1q2w3e4r5t6y7u8i 1234554321
5201314520 woaini1314 aaaaaaaa abcabcabc zzzzzzzz qqqqqqqq asdasdasd qweqweqwe zxczxczx 123abc123 abc123abc
password! password1! passw0rd1 p4ssw0rd p@55w0rd welcome! letmein! changeit default1 secret12 secret123
test1234 testtest testing1 testing123 guest123 user1234 username login123 access14 master123 killer12
hunter12 hunter123 thomas12 robert12 michael12 jordan12 jordan123 ashley12 ashley123 jessica123 daniel12
daniel123 andrew12 andrew123 joshua12 matthew1 anthony1 william1 jennifer1 nicole12 amanda12 melissa1
heather1 stephanie chelsea1 charlotte isabella sophie12 oliver12 jackson1 brandon1 tigger12 snoopy12
pokemon1 pikachu1 naruto12 minecraft fortnite roblox123 spiderman ironman1 captain1 blink182 metallica
nirvana1 eminem12 rockstar rockyou1 liverpool chelsea12 arsenal1 barcelona realmadrid manchester juventus
lakers24 yankees1 redsox12 cowboys1 steelers packers1 patriots eagles12 dolphins 49ers4life gators12
tarheels longhorns computer1 internet1 software hardware keyboard monitor1 microsoft windows1 linux123
apple123 iphone12 samsung1 google123 facebook twitter1 youtube1 instagram netflix1 amazon12 dropbox1
linkedin trustme1 letmein123 opensesame blahblah whatever12 nothing1 nobody12 somebody anything qwertyqwerty
1qa2ws3ed 1q2w3e4r5 123qwe123 qwe123qwe asd123asd zxc123zxc 1a2b3c4d 1a2s3d4f dragon123 monkey123 shadow123
master1234 soccer12 soccer123 hockey12 tennis12 golfer12 runner12 summer12 summer2024 winter12 autumn12
spring12 january1 february october1 november december monday12 friday13 saturday sunday12 birthday happy123
smile123 angel123 angels12 heaven12 jesus123 jesuschrist god12345 blessed1 faithful christ12 praise12
trinity1 matrix12 neo12345 zion1234 lightning beautiful sunshine1 baseball1 trustno11 superman1 chocolate1
diamond1 crystal1 dolphin1 phoenix1 thunder1 lightning1 rainbow1 starwars1 newyork1 chicago1 florida1
america1 friends1 forever1 beautiful1 welcome12 letmein12 sunshine12 princess12 football12 baseball12
iloveyou12 trustno112 superman12 batman12 charlie12 freedom12 ranger12 buster12 pepper12 ginger12 cookie12
coffee12 chocolate12 orange12 banana12 cherry12 purple12 yellow12 silver12 golden12 diamond12 crystal12
flower12 garden12 forest12 dolphin12 falcon12 phoenix12 thunder12 lightning12 rainbow12 starwars12 pokemon12
computer12 internet12 samsung12 google12 access12 changeme12 default12 system12 server12 london12 berlin12
madrid12 newyork12 chicago12 boston12 florida12 america12 canada12 mexico12 brazil12 russia12 family12
friends12 forever12 beautiful12 pretty12 dollar12 sunshine123 princess123 football123 baseball123
iloveyou123 trustno1123 superman123 batman123 michael123 charlie123 freedom123 whatever123 hello123
summer123 winter123 spring123 autumn123 hockey123 killer123 ranger123 buster123 tigger123 pepper123
ginger123 cookie123 coffee123 chocolate123 orange123 banana123 cherry123 purple123 yellow123 silver123
golden123 diamond123 crystal123 flower123 garden123 forest123 dolphin123 eagle123 tiger123 falcon123
phoenix123 thunder123 lightning123 storm123 rainbow123 starwars123 pokemon123 naruto123 matrix123
computer123 internet123 samsung123 iphone123 access123 changeme123 default123 system123 server123 london123
paris123 berlin123 madrid123 newyork123 chicago123 boston123 texas123 florida123 america123 canada123
mexico123 brazil123 india123 china123 russia123 heaven123 family123 friends123 forever123 honey123 sweet123
cutie123 lovely123 beautiful123 pretty123 money123 dollar123 password1234 welcome1234 letmein1234 admin1234
monkey1234 dragon1234 shadow1234 sunshine1234 princess1234 football1234 baseball1234 iloveyou1234
trustno11234 superman1234 batman1234 michael1234 jordan1234 charlie1234 freedom1234 whatever1234 hello1234
love1234 secret1234 summer1234 winter1234 spring1234 autumn1234 soccer1234 hockey1234 killer1234 hunter1234
ranger1234 buster1234 tigger1234 pepper1234 ginger1234 cookie1234 coffee1234 chocolate1234 orange1234
banana1234 cherry1234 purple1234 yellow1234 silver1234 golden1234 diamond1234 crystal1234 flower1234
garden1234 forest1234 dolphin1234 eagle1234 tiger1234 lion1234 wolf1234 bear1234 falcon1234 phoenix1234
thunder1234 lightning1234 storm1234 rainbow1234 starwars1234 pokemon1234 naruto1234 matrix1234 computer1234
internet1234 samsung1234 google1234 iphone1234 zxcv1234 guest1234 login1234 access1234 changeme1234
default1234 root1234 system1234 server1234 london1234 paris1234 berlin1234 madrid1234 newyork1234
chicago1234 boston1234 texas1234 florida1234 america1234 canada1234 mexico1234 brazil1234 india1234
china1234 russia1234 jesus1234 angel1234 heaven1234 family1234 friends1234 forever1234 baby1234 honey1234
sweet1234 cutie1234 lovely1234 beautiful1234 pretty1234 happy1234 smile1234 money1234 cash1234 dollar1234
password12345 welcome12345 letmein12345 admin12345 qwerty12345 monkey12345 dragon12345 master12345
shadow12345 sunshine12345 princess12345 football12345 baseball12345 iloveyou12345 trustno112345
superman12345 batman12345 michael12345 jordan12345 charlie12345 freedom12345 whatever12345 hello12345
love12345 secret12345 summer12345 winter12345 spring12345 autumn12345 soccer12345 hockey12345 killer12345
hunter12345 ranger12345 buster12345 tigger12345 pepper12345 ginger12345 cookie12345 coffee12345
chocolate12345 orange12345 banana12345 cherry12345 purple12345 yellow12345 silver12345 golden12345
diamond12345 crystal12345 flower12345 garden12345 forest12345 dolphin12345 eagle12345 tiger12345 lion12345
wolf12345 bear12345 falcon12345 phoenix12345 thunder12345 lightning12345 storm12345 rainbow12345
starwars12345 pokemon12345 naruto12345 matrix12345 computer12345 internet12345 samsung12345 google12345
iphone12345 asdf12345 zxcv12345 abcd12345 test12345 guest12345 user12345 login12345 access12345
changeme12345 default12345 root12345 system12345 server12345 london12345 paris12345 berlin12345 madrid12345
newyork12345 chicago12345 boston12345 texas12345 florida12345 america12345 canada12345 mexico12345
brazil12345 india12345 china12345 russia12345 jesus12345 angel12345 heaven12345 family12345 friends12345
forever12345 baby12345 honey12345 sweet12345 cutie12345 lovely12345 beautiful12345 pretty12345 happy12345
smile12345 money12345 cash12345 dollar12345 sunshine! princess! football! baseball! iloveyou! trustno1!
superman! michael! charlie! freedom! whatever! chocolate! diamond! crystal! dolphin! phoenix! thunder!
lightning! rainbow! starwars! pokemon! computer! internet! samsung! changeme! default! newyork! chicago!
florida! america! friends! forever! beautiful! welcome1! letmein1! qwerty1! monkey1! dragon1! master1!
shadow1! sunshine1! princess1! football1! baseball1! iloveyou1! trustno11! superman1! batman1! michael1!
jordan1! charlie1! freedom1! whatever1! secret1! summer1! winter1! spring1! autumn1! soccer1! hockey1!
killer1! hunter1! ranger1! buster1! tigger1! pepper1! ginger1! cookie1! coffee1! chocolate1! orange1!
banana1! cherry1! purple1! yellow1! silver1! golden1! diamond1! crystal1! flower1! garden1! forest1!
dolphin1! falcon1! phoenix1! thunder1! lightning1! rainbow1! starwars1! pokemon1! naruto1! matrix1!
computer1! internet1! samsung1! google1! iphone1! access1! changeme1! default1! system1! server1! london1!
berlin1! madrid1! newyork1! chicago1! boston1! florida1! america1! canada1! mexico1! brazil1! russia1!
heaven1! family1! friends1! forever1! lovely1! beautiful1! pretty1! dollar1! password123! welcome123!
letmein123! admin123! qwerty123! monkey123! dragon123! master123! shadow123! sunshine123! princess123!
football123! baseball123! iloveyou123! trustno1123! superman123! batman123! michael123! jordan123!
charlie123! freedom123! whatever123! hello123! love123! secret123! summer123! winter123! spring123!
autumn123! soccer123! hockey123! killer123! hunter123! ranger123! buster123! tigger123! pepper123!
ginger123! cookie123! coffee123! chocolate123! orange123! banana123! cherry123! purple123! yellow123!
silver123! golden123! diamond123! crystal123! flower123! garden123! forest123! dolphin123! eagle123!
tiger123! lion123! wolf123! bear123! falcon123! phoenix123! thunder123! lightning123! storm123! rainbow123!
starwars123! pokemon123! naruto123! matrix123! computer123! internet123! samsung123! google123! iphone123!
asdf123! zxcv123! abcd123! test123! guest123! user123! login123! access123! changeme123! default123!
root123! system123! server123! london123! paris123! berlin123! madrid123! newyork123! chicago123! boston123!
texas123! florida123! america123! canada123! mexico123! brazil123! india123! china123! russia123! jesus123!
angel123! heaven123! family123! friends123! forever123! baby123! honey123! sweet123! cutie123! lovely123!
beautiful123! pretty123! happy123! smile123! money123! cash123! dollar123!
`;

/**
 * Entries with letters outside ASCII are written with escapes, outside the raw list: one such letter
 * in the compiled server makes V8 hold all of its source at two bytes a character.
 */
const NON_ASCII = ['contrase\u00f1a'];

export const commonPasswords: ReadonlySet<string> = new Set([...LIST.split(/\s+/).filter(Boolean), ...NON_ASCII]);
