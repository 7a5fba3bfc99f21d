/** ICD-10 (WHO) excerpt, chapters VIII–XIII; format as in icd10-data-a.ts. */
export const icd10TextB = `
= H60-H95 Diseases of the ear and mastoid process
# H60-H62 Diseases of external ear
H60 Otitis externa
  H60.9 Otitis externa, unspecified
H61 Other disorders of external ear
  H61.2 Impacted cerumen
# H65-H75 Diseases of middle ear and mastoid
H65 Nonsuppurative otitis media
  H65.9 Nonsuppurative otitis media, unspecified
H66 Suppurative and unspecified otitis media
  H66.9 Otitis media, unspecified
# H80-H83 Diseases of inner ear
H81 Disorders of vestibular function
  H81.1 Benign paroxysmal vertigo
# H90-H95 Other disorders of ear
H90 Conductive and sensorineural hearing loss
  H90.3 Sensorineural hearing loss, bilateral
H93 Other disorders of ear, not elsewhere classified
  H93.1 Tinnitus
= I00-I99 Diseases of the circulatory system
# I10-I15 Hypertensive diseases
I10 Essential (primary) hypertension
I11 Hypertensive heart disease
  I11.0 Hypertensive heart disease with (congestive) heart failure
  I11.9 Hypertensive heart disease without (congestive) heart failure
I12 Hypertensive renal disease
  I12.9 Hypertensive renal disease without renal failure
I15 Secondary hypertension
  I15.9 Secondary hypertension, unspecified
# I20-I25 Ischaemic heart diseases
I20 Angina pectoris
  I20.0 Unstable angina
  I20.9 Angina pectoris, unspecified
I21 Acute myocardial infarction
  I21.0 Acute transmural myocardial infarction of anterior wall
  I21.4 Acute subendocardial myocardial infarction
  I21.9 Acute myocardial infarction, unspecified
I25 Chronic ischaemic heart disease
  I25.1 Atherosclerotic heart disease
  I25.2 Old myocardial infarction
  I25.9 Chronic ischaemic heart disease, unspecified
# I26-I28 Pulmonary heart disease and diseases of pulmonary circulation
I26 Pulmonary embolism
  I26.9 Pulmonary embolism without mention of acute cor pulmonale
# I30-I52 Other forms of heart disease
I34 Nonrheumatic mitral valve disorders
  I34.0 Mitral (valve) insufficiency
I35 Nonrheumatic aortic valve disorders
  I35.0 Aortic (valve) stenosis
I48 Atrial fibrillation and flutter
  I48.0 Paroxysmal atrial fibrillation
  I48.1 Persistent atrial fibrillation
  I48.9 Atrial fibrillation and atrial flutter, unspecified
I49 Other cardiac arrhythmias
  I49.9 Cardiac arrhythmia, unspecified
I50 Heart failure
  I50.0 Congestive heart failure
  I50.9 Heart failure, unspecified
# I60-I69 Cerebrovascular diseases
I61 Intracerebral haemorrhage
  I61.9 Intracerebral haemorrhage, unspecified
I63 Cerebral infarction
  I63.9 Cerebral infarction, unspecified
I64 Stroke, not specified as haemorrhage or infarction
# I80-I89 Diseases of veins, lymphatic vessels and lymph nodes, not elsewhere classified
I80 Phlebitis and thrombophlebitis
  I80.2 Phlebitis and thrombophlebitis of other deep vessels of lower extremities
I83 Varicose veins of lower extremities
  I83.9 Varicose veins of lower extremities without ulcer or inflammation
# I95-I99 Other and unspecified disorders of the circulatory system
I95 Hypotension
  I95.1 Orthostatic hypotension
I99 Other and unspecified disorders of circulatory system
= J00-J99 Diseases of the respiratory system
# J00-J06 Acute upper respiratory infections
J00 Acute nasopharyngitis [common cold]
J01 Acute sinusitis
  J01.9 Acute sinusitis, unspecified
J02 Acute pharyngitis
  J02.9 Acute pharyngitis, unspecified
J03 Acute tonsillitis
  J03.9 Acute tonsillitis, unspecified
J06 Acute upper respiratory infections of multiple and unspecified sites
  J06.9 Acute upper respiratory infection, unspecified
# J09-J18 Influenza and pneumonia
J11 Influenza, virus not identified
  J11.1 Influenza with other respiratory manifestations, virus not identified
J18 Pneumonia, organism unspecified
  J18.0 Bronchopneumonia, unspecified
  J18.9 Pneumonia, unspecified
# J20-J22 Other acute lower respiratory infections
J20 Acute bronchitis
  J20.9 Acute bronchitis, unspecified
# J30-J39 Other diseases of upper respiratory tract
J30 Vasomotor and allergic rhinitis
  J30.4 Allergic rhinitis, unspecified
J32 Chronic sinusitis
  J32.9 Chronic sinusitis, unspecified
J34 Other disorders of nose and nasal sinuses
  J34.2 Deviated nasal septum
J35 Chronic diseases of tonsils and adenoids
  J35.0 Chronic tonsillitis
# J40-J47 Chronic lower respiratory diseases
J44 Other chronic obstructive pulmonary disease
  J44.1 Chronic obstructive pulmonary disease with acute exacerbation, unspecified
  J44.9 Chronic obstructive pulmonary disease, unspecified
J45 Asthma
  J45.0 Predominantly allergic asthma
  J45.9 Asthma, unspecified
J46 Status asthmaticus
# J90-J94 Other diseases of pleura
J90 Pleural effusion, not elsewhere classified
J93 Pneumothorax
  J93.1 Other spontaneous pneumothorax
= K00-K93 Diseases of the digestive system
# K00-K14 Diseases of oral cavity, salivary glands and jaws
K02 Dental caries
  K02.1 Caries of dentine
K05 Gingivitis and periodontal diseases
  K05.1 Chronic gingivitis
# K20-K31 Diseases of oesophagus, stomach and duodenum
K21 Gastro-oesophageal reflux disease
  K21.0 Gastro-oesophageal reflux disease with oesophagitis
  K21.9 Gastro-oesophageal reflux disease without oesophagitis
K25 Gastric ulcer
  K25.9 Gastric ulcer, unspecified as acute or chronic, without haemorrhage or perforation
K29 Gastritis and duodenitis
  K29.7 Gastritis, unspecified
K30 Functional dyspepsia
# K35-K38 Diseases of appendix
K35 Acute appendicitis
  K35.8 Acute appendicitis, other and unspecified
# K40-K46 Hernia
K40 Inguinal hernia
  K40.9 Unilateral or unspecified inguinal hernia, without obstruction or gangrene
K42 Umbilical hernia
  K42.9 Umbilical hernia without obstruction or gangrene
# K55-K64 Other diseases of intestines
K57 Diverticular disease of intestine
  K57.3 Diverticular disease of large intestine without perforation or abscess
K58 Irritable bowel syndrome
  K58.9 Irritable bowel syndrome without diarrhoea
K59 Other functional intestinal disorders
  K59.0 Constipation
K60 Fissure and fistula of anal and rectal regions
  K60.2 Anal fissure, unspecified
K64 Haemorrhoids and perianal venous thrombosis
  K64.9 Haemorrhoids, unspecified
# K70-K77 Diseases of liver
K74 Fibrosis and cirrhosis of liver
  K74.6 Other and unspecified cirrhosis of liver
K76 Other diseases of liver
  K76.0 Fatty (change of) liver, not elsewhere classified
# K80-K87 Disorders of gallbladder, biliary tract and pancreas
K80 Cholelithiasis
  K80.2 Calculus of gallbladder without cholecystitis
K81 Cholecystitis
  K81.0 Acute cholecystitis
K85 Acute pancreatitis
  K85.9 Acute pancreatitis, unspecified
= L00-L99 Diseases of the skin and subcutaneous tissue
# L00-L08 Infections of the skin and subcutaneous tissue
L02 Cutaneous abscess, furuncle and carbuncle
  L02.4 Cutaneous abscess, furuncle and carbuncle of limb
L03 Cellulitis
  L03.1 Cellulitis of other parts of limb
# L20-L30 Dermatitis and eczema
L20 Atopic dermatitis
  L20.9 Atopic dermatitis, unspecified
L23 Allergic contact dermatitis
  L23.9 Allergic contact dermatitis, unspecified cause
L30 Other dermatitis
  L30.9 Dermatitis, unspecified
# L40-L45 Papulosquamous disorders
L40 Psoriasis
  L40.0 Psoriasis vulgaris
# L50-L54 Urticaria and erythema
L50 Urticaria
  L50.0 Allergic urticaria
  L50.9 Urticaria, unspecified
# L60-L75 Disorders of skin appendages
L60 Nail disorders
  L60.0 Ingrowing nail
L63 Alopecia areata
  L63.9 Alopecia areata, unspecified
L70 Acne
  L70.0 Acne vulgaris
# L80-L99 Other disorders of the skin and subcutaneous tissue
L82 Seborrhoeic keratosis
`;
