import { places, table, type Vocabulary } from './vocabulary';

/** French sample data: names, companies, jobs, addresses and words as they are in France. */
export const FR: Vocabulary = {
  femaleFirstNames: /* @__PURE__ */ table(`
    Camille, Léa, Manon, Chloé, Emma, Inès, Sarah, Jade, Louise, Alice, Juliette, Lucie, Clara, Zoé, Anaïs, Mathilde,
    Margaux, Pauline, Marine, Charlotte, Julie, Élodie, Aurélie, Céline, Nathalie, Isabelle, Sophie, Valérie, Sandrine,
    Stéphanie, Émilie, Laure, Claire, Hélène, Agnès, Bénédicte, Christine, Catherine, Françoise, Martine, Sylvie,
    Véronique, Mélanie, Audrey, Caroline, Delphine, Virginie, Solène, Océane, Maëlle, Clémence, Élise, Gabrielle,
    Apolline, Romane, Ambre, Lina, Capucine, Axelle, Noémie, Anne, Marie, Jeanne, Margot, Victoire, Adèle, Agathe
  `),
  maleFirstNames: /* @__PURE__ */ table(`
    Lucas, Hugo, Louis, Gabriel, Arthur, Jules, Raphaël, Léo, Adam, Nathan, Thomas, Théo, Maxime, Antoine, Alexandre,
    Nicolas, Julien, Pierre, Guillaume, Romain, Mathieu, Sébastien, Olivier, Laurent, Philippe, François, Christophe,
    Stéphane, Frédéric, Jérôme, Vincent, Benoît, Damien, Arnaud, Cédric, Florian, Quentin, Baptiste, Clément, Paul,
    Victor, Martin, Étienne, Grégoire, Bastien, Yann, Loïc, Jean, Michel, Alain, Bernard, Didier, Thierry, Patrick,
    Éric, Xavier, Emmanuel, Rémi, Tristan, Gaspard, Augustin, Timothée, Aurélien, Hervé, Gilles, Bruno
  `),
  lastNames: /* @__PURE__ */ table(`
    Martin, Bernard, Thomas, Petit, Robert, Richard, Durand, Dubois, Moreau, Laurent, Simon, Michel, Lefebvre, Leroy,
    Roux, David, Bertrand, Morel, Fournier, Girard, Bonnet, Dupont, Lambert, Fontaine, Rousseau, Vincent, Muller,
    Lefèvre, Faure, André, Mercier, Blanc, Guérin, Boyer, Garnier, Chevalier, François, Legrand, Gauthier, Garcia,
    Perrin, Robin, Clément, Morin, Nicolas, Henry, Roussel, Mathieu, Masson, Marchand, Duval, Denis, Dumont, Lemaire,
    Noël, Meyer, Dufour, Meunier, Brun, Blanchard, Giraud, Joly, Rivière, Lucas, Brunet, Gaillard, Barbier, Arnaud,
    Martinez, Gérard, Roche, Renard, Schmitt, Roy, Leroux, Colin, Vidal, Caron, Picard, Roger, Fabre, Aubert, Lemoine,
    Renaud, Dumas, Lacroix, Olivier, Bourgeois, Benoît, Rey, Leclerc, Payet, Rolland, Leclercq, Lecomte, Le Gall,
    Le Goff, Carpentier, Vasseur, Deschamps, Hubert, Perret, Charpentier, Bailly, Cordier, Delmas, Maréchal, Marty,
    Tessier, Collet, Prévost, Jacquet, Lebrun, Besson, Poulain, Texier, Hamon, Guillot, Kerbrat, Etcheverry
  `),
  companies: /* @__PURE__ */ table(`
    {name} SA, {name} SARL, {name} et Fils, {name} & {name}, Groupe {name}, Établissements {name}, {name} Conseil,
    {name} & Associés, {trade} {name}, {trade} {name}, {trade} {name}, {trade} {locality}, {trade} {locality},
    {trade} {locality}, {trade} {locality}, {trade} {locality}, {brand}, {brand}, {brand}
  `),
  brands: /* @__PURE__ */ table(`
    Atelier des Canuts, Les Jardins de Provence, Horizon Numérique, Terres d'Azur, Alpes Ingénierie,
    Océane Logistique, Vignobles du Couchant, Éditions du Chêne Vert, Imprimerie Nouvelle, Solutions Hexagone,
    Mécanique de Précision de l'Ouest, Transports Garonne, Studio Pastel, Agence Boréale, Domaine de la Sauge,
    Rive Gauche Événements, Ateliers Vauban, Conseil Atlantique, Numéris Data, Optique Belle-Vue,
    Les Toiles de Cholet, Biscuits Armor, Laboratoires Helios, Bureau d'études Sillon, Compagnie des Îles du Ponant,
    Papeterie de l'Odet, Filature du Nord, Clinique des Tilleuls, Restaurant Le Petit Zinc, Librairie La Boussole,
    Hôtel des Voyageurs, Le Comptoir des Saveurs, Nouvelle Vague Production, Cap Emploi Conseil, Terre et Ciel Bio
  `),
  trades: /* @__PURE__ */ table(`
    Atelier, Boulangerie, Menuiserie, Imprimerie, Garage, Librairie, Fromagerie, Brasserie, Pharmacie, Cabinet,
    Agence, Studio, Laboratoires, Transports, Éditions, Domaine, Pépinières, Hôtel, Clinique, Chocolaterie, Scierie,
    Verrerie, Biscuiterie, Coopérative, Savonnerie, Ateliers, Bureau d'études, Cartonnages, Optique, Fonderie,
    Charpente, Maraîchers, Vignobles, Traiteur, Auto-école
  `),
  localities: /* @__PURE__ */ table(`
    du Centre, de la Gare, des Alpes, de l'Ouest, du Lac, de Provence, du Val de Loire, des Vosges, du Jura,
    de la Rade, des Causses, du Morvan, du Port, des Trois Ponts, de l'Est, du Nord, de la Vallée, des Monts,
    du Littoral, de Bretagne, d'Armor, de la Côte, du Vieux Moulin, des Halles, du Marché, de l'Étang, des Dunes,
    du Vercors, de Gascogne, d'Alsace, de la Loire, du Rhône, de Sologne, du Perche, des Cévennes
  `),
  jobTitles: /* @__PURE__ */ table(`
    Directrice commerciale, Directeur commercial, Chef de projet digital, Cheffe de projet événementiel,
    Responsable des ressources humaines, Chargée de communication, Chargé de mission, Responsable marketing,
    Ingénieur d'études, Ingénieure logiciel, Développeur web, Développeuse full stack,
    Architecte des systèmes d'information, Consultant en stratégie, Consultante en organisation, Comptable,
    Contrôleur de gestion, Directeur administratif et financier, Assistante de direction, Acheteuse,
    Responsable des achats, Responsable logistique, Technicien de maintenance, Juriste d'entreprise,
    Avocate associée, Notaire, Pharmacien, Médecin généraliste, Infirmière, Professeur des écoles,
    Enseignante-chercheuse, Bibliothécaire, Journaliste, Rédactrice en chef, Photographe, Graphiste,
    Directeur artistique, Designer produit, Urbaniste, Architecte, Chef de chantier, Conductrice de travaux,
    Responsable qualité, Responsable de la sécurité informatique, Analyste financier, Chargée de clientèle,
    Conseiller bancaire, Agent immobilier, Directeur d'agence, Gérante, Président-directeur général,
    Directrice générale déléguée, Secrétaire générale, Chargée de relations presse, Responsable des partenariats,
    Chef de produit, Responsable du service client, Attaché de presse, Chargé d'affaires, Délégué régional,
    Responsable export, Ingénieur commercial, Traductrice, Interprète, Chercheuse en biologie, Sommelier,
    Chef cuisinier, Boulanger-pâtissier, Fleuriste, Libraire, Régisseur général, Chargée de production,
    Coordinatrice pédagogique, Responsable de la formation, Directeur des systèmes d'information,
    Responsable de la recherche et du développement, Chargée de l'accueil des publics, Animateur de réseau,
    Conseillère en insertion professionnelle, Responsable RSE, Cheffe de rang, Directrice de la communication
  `),
  streets: /* @__PURE__ */ table(`
    rue de la République, rue Victor Hugo, avenue Jean Jaurès, boulevard Voltaire, rue des Lilas, place de la Mairie,
    rue du Moulin, chemin des Vignes, allée des Tilleuls, impasse des Acacias, rue Pasteur, rue Gambetta,
    avenue de la Libération, rue du Général de Gaulle, rue Jules Ferry, quai des Chartrons, cours Mirabeau,
    rue Sainte-Catherine, rue de la Paix, avenue Foch, boulevard Haussmann, rue du Faubourg Saint-Antoine,
    rue de Rivoli, rue Nationale, Grande Rue, rue de l'Église, rue du Château, rue des Écoles, place du Marché,
    rue de la Gare, rue Émile Zola, rue Jean Moulin, rue Anatole France, rue Carnot, rue de Verdun,
    avenue du Maréchal Leclerc, rue des Fleurs, chemin de la Croix, route de Lyon, route de Paris, rue du Port,
    quai de la Loire, rue des Remparts, rue du Four, rue de la Poste, rue Saint-Michel, rue des Jardins,
    rue de Bretagne, rue Montesquieu, rue Lamartine, rue Molière, rue Racine, rue Saint-Jacques, rue des Tanneurs,
    rue des Marronniers, allée des Peupliers, avenue de la Mer, boulevard de la Croisette, promenade des Anglais,
    rue de Metz, rue d'Alsace, rue de la Liberté, rue du Commerce, place Bellecour, cours Lafayette, rue Mercière,
    rue Paradis, rue de Siam, rue Sadi Carnot, rue Aristide Briand, avenue Georges Clemenceau, rue Condorcet,
    rue des Capucins, rue du Palais, rue Berthelot, boulevard Gambetta, rue des Tisserands, chemin du Lavoir
  `),
  places: /* @__PURE__ */ places(`
    Paris; 75011; Île-de-France, Paris; 75015; Île-de-France, Paris; 75004; Île-de-France
    Boulogne-Billancourt; 92100; Île-de-France, Versailles; 78000; Île-de-France, Saint-Denis; 93200; Île-de-France
    Montreuil; 93100; Île-de-France, Nanterre; 92000; Île-de-France, Créteil; 94000; Île-de-France
    Lyon; 69003; Auvergne-Rhône-Alpes, Lyon; 69007; Auvergne-Rhône-Alpes, Villeurbanne; 69100; Auvergne-Rhône-Alpes
    Grenoble; 38000; Auvergne-Rhône-Alpes, Saint-Étienne; 42000; Auvergne-Rhône-Alpes
    Clermont-Ferrand; 63000; Auvergne-Rhône-Alpes, Annecy; 74000; Auvergne-Rhône-Alpes
    Chambéry; 73000; Auvergne-Rhône-Alpes, Valence; 26000; Auvergne-Rhône-Alpes
    Marseille; 13006; Provence-Alpes-Côte d'Azur, Marseille; 13008; Provence-Alpes-Côte d'Azur
    Nice; 06000; Provence-Alpes-Côte d'Azur, Toulon; 83000; Provence-Alpes-Côte d'Azur
    Aix-en-Provence; 13100; Provence-Alpes-Côte d'Azur, Avignon; 84000; Provence-Alpes-Côte d'Azur
    Cannes; 06400; Provence-Alpes-Côte d'Azur
    Toulouse; 31000; Occitanie, Montpellier; 34000; Occitanie, Nîmes; 30000; Occitanie, Perpignan; 66000; Occitanie
    Albi; 81000; Occitanie, Carcassonne; 11000; Occitanie
    Bordeaux; 33000; Nouvelle-Aquitaine, Pessac; 33600; Nouvelle-Aquitaine, Limoges; 87000; Nouvelle-Aquitaine
    Poitiers; 86000; Nouvelle-Aquitaine, La Rochelle; 17000; Nouvelle-Aquitaine, Pau; 64000; Nouvelle-Aquitaine
    Bayonne; 64100; Nouvelle-Aquitaine
    Nantes; 44000; Pays de la Loire, Angers; 49000; Pays de la Loire, Le Mans; 72000; Pays de la Loire
    Saint-Nazaire; 44600; Pays de la Loire
    Rennes; 35000; Bretagne, Brest; 29200; Bretagne, Quimper; 29000; Bretagne, Vannes; 56000; Bretagne
    Saint-Malo; 35400; Bretagne, Lorient; 56100; Bretagne
    Lille; 59000; Hauts-de-France, Roubaix; 59100; Hauts-de-France, Amiens; 80000; Hauts-de-France
    Arras; 62000; Hauts-de-France, Dunkerque; 59140; Hauts-de-France, Beauvais; 60000; Hauts-de-France
    Strasbourg; 67000; Grand Est, Metz; 57000; Grand Est, Nancy; 54000; Grand Est, Reims; 51100; Grand Est
    Mulhouse; 68100; Grand Est, Colmar; 68000; Grand Est, Troyes; 10000; Grand Est
    Dijon; 21000; Bourgogne-Franche-Comté, Besançon; 25000; Bourgogne-Franche-Comté
    Auxerre; 89000; Bourgogne-Franche-Comté
    Tours; 37000; Centre-Val de Loire, Orléans; 45000; Centre-Val de Loire, Bourges; 18000; Centre-Val de Loire
    Chartres; 28000; Centre-Val de Loire
    Rouen; 76000; Normandie, Caen; 14000; Normandie, Le Havre; 76600; Normandie
    Cherbourg-en-Cotentin; 50100; Normandie
    Ajaccio; 20000; Corse, Bastia; 20200; Corse
  `),
  countries: /* @__PURE__ */ table(`
    France, Belgique, Suisse, Luxembourg, Allemagne, Espagne, Italie, Portugal, Royaume-Uni, Irlande, Pays-Bas,
    Autriche, Danemark, Suède, Norvège, Finlande, Pologne, République tchèque, Grèce, Croatie, Roumanie, Hongrie,
    Islande, Canada, États-Unis, Mexique, Brésil, Argentine, Chili, Colombie, Pérou, Maroc, Algérie, Tunisie,
    Sénégal, Côte d'Ivoire, Cameroun, Madagascar, Égypte, Afrique du Sud, Japon, Chine, Corée du Sud, Inde, Viêt Nam,
    Thaïlande, Singapour, Australie, Nouvelle-Zélande, Turquie, Liban, Bénin, Maurice
  `),
  phones: /* @__PURE__ */ table(`
    +33 1 ## ## ## ##, +33 2 ## ## ## ##, +33 3 ## ## ## ##, +33 4 ## ## ## ##, +33 5 ## ## ## ##,
    +33 6 ## ## ## ##, +33 6 ## ## ## ##, +33 7 ## ## ## ##, +33 9 ## ## ## ##
  `),
  domains: /* @__PURE__ */ table('fr, fr, fr, com, net, org, eu'),
  colors: /* @__PURE__ */ table(`
    bleu, rouge, vert, jaune, noir, blanc, gris, orange, violet, rose, marron, beige, turquoise, bordeaux,
    bleu marine, vert olive, vert sapin, bleu ciel, gris anthracite, ivoire, corail, moutarde, ocre, lavande, pourpre,
    kaki, sable, taupe, framboise, émeraude, indigo, prune, saumon, crème, bleu canard, vert d'eau
  `),
  departments: /* @__PURE__ */ table(`
    Alimentation, Beauté, Bricolage, Électronique, Informatique, Jardin, Jouets, Livres, Maison, Mode, Musique,
    Santé, Sports, Vêtements, Chaussures, Bijoux, Automobile, Bébé, Cuisine, Décoration, Papeterie, Épicerie fine,
    Animalerie, Luminaires, Literie, Loisirs créatifs, Vins et spiritueux, Photo, Jeux vidéo, Voyage
  `),
  products: /* @__PURE__ */ table('{noun} en {material}, {noun} en {material}, {noun} {adjective} en {material}, {noun} {adjective}'),
  productNouns: /* @__PURE__ */ table(`
    chaise, table basse, lampe, fauteuil, tabouret, étagère, sac, portefeuille, montre, carnet, stylo, tasse, théière,
    bol, assiette, vase, coussin, plaid, tapis, miroir, horloge, bureau, banc, casquette, écharpe, veste, chemise,
    pull, bonnet, ceinture, gourde, panier, cadre, bougeoir, planche à découper, saladier, enceinte, casque audio,
    sacoche, trousse, valise, couverture, lampe de chevet, desserte, paravent
  `),
  // Adjectives of one form for both genders: they agree with any noun.
  productAdjectives: /* @__PURE__ */ table(`
    pratique, robuste, moderne, rustique, ergonomique, classique, unique, confortable, durable, pliable, vintage,
    minimaliste, écologique, réversible, modulable, imperméable, lavable, empilable, nomade, chic, indispensable,
    authentique, solide, sur mesure, sobre, fiable, stable
  `),
  materials: /* @__PURE__ */ table(`
    bois, chêne, hêtre, noyer, bambou, rotin, métal, acier, aluminium, laiton, cuivre, fer forgé, verre, céramique,
    grès, porcelaine, marbre, béton, cuir, lin, coton, laine, velours, soie, cachemire, liège, plastique recyclé,
    feutre, osier, terre cuite
  `),
  keywords: /* @__PURE__ */ table(`
    ville, jardin, lumière, voyage, rencontre, projet, équipe, saison, histoire, musique, idée, rivière, montagne,
    forêt, marché, atelier, maison, livre, image, couleur, mouvement, espace, temps, mémoire, culture, nature, mer,
    ciel, soleil, terre, eau, cuisine, recette, goût, parfum, fleur, pays, région, village, quartier, public, scène,
    spectacle, concert, festival, exposition, conférence, débat, échange, partage, réseau, savoir, métier, talent,
    création, innovation, découverte, patrimoine, tradition, territoire, jeunesse, famille, port, île, danse, cinéma,
    théâtre, lecture, sport, santé, numérique, écologie, artisanat, gastronomie, photographie, architecture, solidarité
  `),
  // Clauses are a subject, a verb, an object and now and then a complement: subjects are singular, verbs agree.
  subjects: /* @__PURE__ */ table(`
    la ville, le quartier, l'équipe, le festival, notre atelier, l'association, le public, la rencontre, ce projet,
    le réseau, la conférence, chaque saison, le marché, la médiathèque, le collectif, la compagnie, notre maison,
    le village, la région, l'exposition, le programme, la scène locale, cette édition, le jury, la direction,
    notre partenaire, l'école, le musée, la coopérative, le laboratoire, la fondation, le chef, l'artiste invitée,
    la commune, le centre culturel, cette journée, l'atelier du samedi, le comité, l'office de tourisme, la rédaction
  `),
  verbs: /* @__PURE__ */ table(`
    accompagne, réunit, présente, propose, raconte, valorise, soutient, ouvre, prépare, explore, célèbre, transforme,
    découvre, partage, imagine, construit, anime, accueille, relie, inspire, met à l'honneur, fait découvrir,
    invente, cultive, rassemble, questionne, renouvelle, défend, transmet, met en lumière
  `),
  objects: /* @__PURE__ */ table(`
    les habitants, de nouvelles idées, le patrimoine local, les artistes de la région, un public curieux,
    les savoir-faire anciens, la création contemporaine, les jeunes talents, une cuisine de saison,
    les producteurs locaux, des projets solidaires, la mémoire du quartier, les familles, des rencontres inattendues,
    un programme riche, les métiers d'art, la musique vivante, les circuits courts, une autre façon de voyager,
    les entreprises du territoire, la biodiversité, des ateliers gratuits, les grands classiques, des lectures publiques,
    la transition numérique, les acteurs du tourisme, des expositions originales, le goût du partage,
    les écrivains d'aujourd'hui, une nouvelle génération, les sports de plein air, des paysages étonnants,
    le cinéma indépendant, les gestes simples, des solutions durables, le dialogue entre les générations,
    la danse contemporaine, les recettes d'autrefois, des conférences passionnantes, l'innovation sociale
  `),
  complements: /* @__PURE__ */ table(`
    avec les habitants, au cœur du quartier, chaque printemps, depuis dix ans, en toute simplicité,
    pour tous les publics, dans toute la région, autour d'un café, tout au long de l'année, le temps d'un week-end,
    avec passion, sans oublier l'essentiel, à deux pas de la gare, en plein air, au fil des saisons,
    dès le mois de juin, en lien avec les écoles, grâce à ses bénévoles, au bord de l'eau, sous les halles,
    pour la troisième année, avec un soin particulier, de façon ludique, en partenariat avec la mairie,
    loin des sentiers battus, au rythme des saisons, jusqu'à la fin de l'été, à travers des ateliers pratiques,
    dans un cadre chaleureux, avec le soutien de la région
  `),
  connectors: [', et', ', puis', ' tandis que', ', car', ' pendant que', ', alors que'],
};
