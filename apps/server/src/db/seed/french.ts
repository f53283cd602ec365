/*
 * The French of the demo data's English texts (seeded ads, update notes and notifications; decision 0021), by their
 * English. `frenchOf` throws on an English text without French, so a new seeded text cannot go in
 * English only: seeding fails in every API test.
 */
const SEED_FRENCH: Readonly<Record<string, string>> = {
  // Ads
  'Book your dental cleaning': 'Prenez rendez-vous pour votre nettoyage dentaire',
  'Cleanings and check-ups are eligible health expenses. Claim them online with a photo of your receipt.':
    'Les nettoyages et les examens sont des frais de santé admissibles. Réclamez-les en ligne avec une photo de votre reçu.',
  'Claim for your family': 'Réclamez pour votre famille',
  'Add your spouse and children as dependants and claim their prescriptions, glasses and therapy too.':
    'Inscrivez votre conjoint et vos enfants comme personnes à charge et réclamez aussi leurs médicaments, leurs lunettes et leurs thérapies.',
  'Renewal season is here': 'C’est la saison des renouvellements',
  'Review your upcoming renewals and reach out to clients before their plan year ends.':
    'Passez en revue vos renouvellements à venir et communiquez avec vos clients avant la fin de l’année de leur régime.',
  // Update notes
  'Faster claims on your phone': 'Des réclamations plus rapides sur votre téléphone',
  'Take a photo of your receipt straight from the claim form, and see your review before you submit.':
    'Photographiez votre reçu directement à partir du formulaire de réclamation et passez votre réclamation en revue avant de la soumettre.',
  'Commission statements': 'Relevés de commissions',
  'See each month’s commission statement with its lines, and download it as a PDF.':
    'Consultez le relevé de commissions de chaque mois avec ses lignes, et téléchargez-le en PDF.',
  'French throughout': 'Tout en français',
  'Every screen is now available in French. Switch languages at any time with the Français button: at the bottom of the menu for employees, in the top bar for partners.':
    'Tous les écrans sont maintenant offerts en français. Changez de langue en tout temps avec le bouton English : au bas du menu pour les employés, dans la barre du haut pour les partenaires.',
  Notifications: 'Notifications',
  'Get notified when a claim is paid or a receipt is needed, and jump straight to it.':
    'Recevez une notification lorsqu’une réclamation est payée ou qu’un reçu est demandé, et accédez-y directement.',
  // Notifications
  'New plan year': 'Nouvelle année du régime',
  'Your employer has funded your health spending account for the new plan year.':
    'Votre employeur a approvisionné votre compte de soins de santé pour la nouvelle année du régime.',
  'Check your banking details': 'Vérifiez vos renseignements bancaires',
  'Make sure your direct deposit details are current so your reimbursements arrive on time.':
    'Assurez-vous que vos renseignements de dépôt direct sont à jour pour que vos remboursements arrivent à temps.',
  'Add your dependants': 'Inscrivez vos personnes à charge',
  'Your spouse and children can be claimed for too. Add them under Personal Details.':
    'Vous pouvez aussi réclamer pour votre conjoint et vos enfants. Ajoutez-les dans vos renseignements personnels.',
  'Your plan summary': 'Le sommaire de votre régime',
  'Your plan summary is under Documents, ready to download as a PDF.':
    'Le sommaire de votre régime est dans Documents, prêt à télécharger en PDF.',
  'Welcome aboard': 'Bienvenue',
  'Your health spending account is ready. Make your first claim online in minutes.':
    'Votre compte de soins de santé est prêt. Faites votre première réclamation en ligne en quelques minutes.',
  'Funding received': 'Financement reçu',
  'Your company deposit was received and your group account is funded.':
    'Le dépôt de votre entreprise a été reçu et votre compte collectif est approvisionné.',
  'Commission accrued': 'Commission acquise',
  'A commission was accrued for Prairie Sky Logistics Ltd.':
    'Une commission a été acquise pour Prairie Sky Logistics Ltd.',
  'Renewal coming up': 'Renouvellement à venir',
  'Northern Lights Consulting Inc. renews next month.':
    'Northern Lights Consulting Inc. renouvelle le mois prochain.',
};

/** The French of a seeded English text. */
export function frenchOf(english: string): string {
  const french = SEED_FRENCH[english];
  if (french === undefined) throw new Error(`The seed has no French for "${english}"`);
  return french;
}

/** A seeded ad or update note with its French title and body. */
export const withFrench = <T extends { title: string; body: string }>(row: T) => ({
  ...row,
  titleFr: frenchOf(row.title),
  bodyFr: frenchOf(row.body),
});
