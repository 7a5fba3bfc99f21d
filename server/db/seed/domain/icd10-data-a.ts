/**
 * ICD-10 (WHO) excerpt, chapters I–VIII. Line format: `= chapter`, `# block`,
 * `CODE description` for a category, indented for its subcategories.
 */
export const icd10TextA = `
= A00-B99 Certain infectious and parasitic diseases
# A00-A09 Intestinal infectious diseases
A01 Typhoid and paratyphoid fevers
  A01.0 Typhoid fever
  A01.1 Paratyphoid fever A
A02 Other salmonella infections
  A02.0 Salmonella enteritis
A04 Other bacterial intestinal infections
  A04.7 Enterocolitis due to Clostridium difficile
A08 Viral and other specified intestinal infections
  A08.0 Rotaviral enteritis
  A08.4 Viral intestinal infection, unspecified
A09 Other gastroenteritis and colitis of infectious and unspecified origin
  A09.0 Other and unspecified gastroenteritis and colitis of infectious origin
  A09.9 Gastroenteritis and colitis of unspecified origin
# A15-A19 Tuberculosis
A15 Respiratory tuberculosis, bacteriologically and histologically confirmed
  A15.0 Tuberculosis of lung, confirmed by sputum microscopy with or without culture
A16 Respiratory tuberculosis, not confirmed bacteriologically or histologically
  A16.2 Tuberculosis of lung, without mention of bacteriological or histological confirmation
# A90-A99 Arthropod-borne viral fevers and viral haemorrhagic fevers
A90 Dengue fever [classical dengue]
A91 Dengue haemorrhagic fever
A92 Other mosquito-borne viral fevers
  A92.0 Chikungunya virus disease
# B00-B09 Viral infections characterized by skin and mucous membrane lesions
B01 Varicella [chickenpox]
  B01.9 Varicella without complication
B02 Zoster [herpes zoster]
  B02.9 Zoster without complication
B05 Measles
B08 Other viral infections characterized by skin and mucous membrane lesions, not elsewhere classified
  B08.4 Enteroviral vesicular stomatitis with exanthem
# B15-B19 Viral hepatitis
B15 Acute hepatitis A
  B15.9 Hepatitis A without hepatic coma
B16 Acute hepatitis B
  B16.9 Acute hepatitis B without delta-agent and without hepatic coma
B18 Chronic viral hepatitis
  B18.1 Chronic viral hepatitis B without delta-agent
  B18.2 Chronic viral hepatitis C
# B25-B34 Other viral diseases
B34 Viral infection of unspecified site
  B34.9 Viral infection, unspecified
# B50-B64 Protozoal diseases
B50 Plasmodium falciparum malaria
  B50.9 Plasmodium falciparum malaria, unspecified
B54 Unspecified malaria
= C00-D48 Neoplasms
# C00-C14 Malignant neoplasms of lip, oral cavity and pharynx
C11 Malignant neoplasm of nasopharynx
  C11.9 Nasopharynx, unspecified
# C15-C26 Malignant neoplasms of digestive organs
C16 Malignant neoplasm of stomach
  C16.9 Stomach, unspecified
C18 Malignant neoplasm of colon
  C18.7 Sigmoid colon
  C18.9 Colon, unspecified
C20 Malignant neoplasm of rectum
C22 Malignant neoplasm of liver and intrahepatic bile ducts
  C22.0 Liver cell carcinoma
# C30-C39 Malignant neoplasms of respiratory and intrathoracic organs
C34 Malignant neoplasm of bronchus and lung
  C34.1 Upper lobe, bronchus or lung
  C34.9 Bronchus or lung, unspecified
# C50-C50 Malignant neoplasm of breast
C50 Malignant neoplasm of breast
  C50.4 Upper-outer quadrant of breast
  C50.9 Breast, unspecified
# C51-C58 Malignant neoplasms of female genital organs
C53 Malignant neoplasm of cervix uteri
  C53.9 Cervix uteri, unspecified
C56 Malignant neoplasm of ovary
# C60-C63 Malignant neoplasms of male genital organs
C61 Malignant neoplasm of prostate
# D10-D36 Benign neoplasms
D12 Benign neoplasm of colon, rectum, anus and anal canal
  D12.6 Colon, unspecified
D17 Benign lipomatous neoplasm
  D17.1 Benign lipomatous neoplasm of skin and subcutaneous tissue of trunk
D24 Benign neoplasm of breast
D25 Leiomyoma of uterus
  D25.9 Leiomyoma of uterus, unspecified
= D50-D89 Diseases of the blood and blood-forming organs and certain disorders involving the immune mechanism
# D50-D53 Nutritional anaemias
D50 Iron deficiency anaemia
  D50.0 Iron deficiency anaemia secondary to blood loss (chronic)
  D50.9 Iron deficiency anaemia, unspecified
# D55-D59 Haemolytic anaemias
D56 Thalassaemia
  D56.1 Beta thalassaemia
  D56.9 Thalassaemia, unspecified
# D65-D69 Coagulation defects, purpura and other haemorrhagic conditions
D69 Purpura and other haemorrhagic conditions
  D69.6 Thrombocytopenia, unspecified
= E00-E90 Endocrine, nutritional and metabolic diseases
# E00-E07 Disorders of thyroid gland
E03 Other hypothyroidism
  E03.9 Hypothyroidism, unspecified
E04 Other nontoxic goitre
  E04.1 Nontoxic single thyroid nodule
E05 Thyrotoxicosis [hyperthyroidism]
  E05.0 Thyrotoxicosis with diffuse goitre
  E05.9 Thyrotoxicosis, unspecified
# E10-E14 Diabetes mellitus
E10 Type 1 diabetes mellitus
  E10.1 Type 1 diabetes mellitus with ketoacidosis
  E10.9 Type 1 diabetes mellitus without complications
E11 Type 2 diabetes mellitus
  E11.2 Type 2 diabetes mellitus with kidney complications
  E11.3 Type 2 diabetes mellitus with ophthalmic complications
  E11.4 Type 2 diabetes mellitus with neurological complications
  E11.5 Type 2 diabetes mellitus with peripheral circulatory complications
  E11.6 Type 2 diabetes mellitus with other specified complications
  E11.9 Type 2 diabetes mellitus without complications
E14 Unspecified diabetes mellitus
  E14.9 Unspecified diabetes mellitus without complications
# E50-E64 Other nutritional deficiencies
E55 Vitamin D deficiency
  E55.9 Vitamin D deficiency, unspecified
# E65-E68 Obesity and other hyperalimentation
E66 Obesity
  E66.0 Obesity due to excess calories
  E66.9 Obesity, unspecified
# E70-E90 Metabolic disorders
E78 Disorders of lipoprotein metabolism and other lipidaemias
  E78.0 Pure hypercholesterolaemia
  E78.1 Pure hyperglyceridaemia
  E78.2 Mixed hyperlipidaemia
  E78.5 Hyperlipidaemia, unspecified
E79 Disorders of purine and pyrimidine metabolism
  E79.0 Hyperuricaemia without signs of inflammatory arthritis and tophaceous disease
E86 Volume depletion
E87 Other disorders of fluid, electrolyte and acid-base balance
  E87.1 Hypo-osmolality and hyponatraemia
  E87.6 Hypokalaemia
= F00-F99 Mental and behavioural disorders
# F20-F29 Schizophrenia, schizotypal and delusional disorders
F20 Schizophrenia
  F20.0 Paranoid schizophrenia
# F30-F39 Mood [affective] disorders
F31 Bipolar affective disorder
  F31.9 Bipolar affective disorder, unspecified
F32 Depressive episode
  F32.0 Mild depressive episode
  F32.1 Moderate depressive episode
  F32.9 Depressive episode, unspecified
F33 Recurrent depressive disorder
# F40-F48 Neurotic, stress-related and somatoform disorders
F41 Other anxiety disorders
  F41.0 Panic disorder [episodic paroxysmal anxiety]
  F41.1 Generalized anxiety disorder
  F41.2 Mixed anxiety and depressive disorder
F43 Reaction to severe stress, and adjustment disorders
  F43.1 Post-traumatic stress disorder
  F43.2 Adjustment disorders
# F50-F59 Behavioural syndromes associated with physiological disturbances and physical factors
F51 Nonorganic sleep disorders
  F51.0 Nonorganic insomnia
# F90-F98 Behavioural and emotional disorders with onset usually occurring in childhood and adolescence
F90 Hyperkinetic disorders
  F90.0 Disturbance of activity and attention
= G00-G99 Diseases of the nervous system
# G20-G26 Extrapyramidal and movement disorders
G20 Parkinson disease
# G30-G32 Other degenerative diseases of the nervous system
G30 Alzheimer disease
  G30.9 Alzheimer disease, unspecified
# G40-G47 Episodic and paroxysmal disorders
G40 Epilepsy
  G40.9 Epilepsy, unspecified
G43 Migraine
  G43.0 Migraine without aura [common migraine]
  G43.1 Migraine with aura [classical migraine]
  G43.9 Migraine, unspecified
G44 Other headache syndromes
  G44.2 Tension-type headache
G45 Transient cerebral ischaemic attacks and related syndromes
  G45.9 Transient cerebral ischaemic attack, unspecified
G47 Sleep disorders
  G47.0 Disorders of initiating and maintaining sleep [insomnias]
  G47.3 Sleep apnoea
# G50-G59 Nerve, nerve root and plexus disorders
G51 Facial nerve disorders
  G51.0 Bell palsy
G56 Mononeuropathies of upper limb
  G56.0 Carpal tunnel syndrome
= H00-H59 Diseases of the eye and adnexa
# H00-H06 Disorders of eyelid, lacrimal system and orbit
H00 Hordeolum and chalazion
  H00.0 Hordeolum and other deep inflammation of eyelid
# H10-H13 Disorders of conjunctiva
H10 Conjunctivitis
  H10.1 Acute atopic conjunctivitis
  H10.9 Conjunctivitis, unspecified
# H25-H28 Disorders of lens
H25 Senile cataract
  H25.0 Senile incipient cataract
  H25.1 Senile nuclear cataract
H26 Other cataract
  H26.9 Cataract, unspecified
# H30-H36 Disorders of choroid and retina
H35 Other retinal disorders
  H35.3 Degeneration of macula and posterior pole
# H40-H42 Glaucoma
H40 Glaucoma
  H40.1 Primary open-angle glaucoma
  H40.9 Glaucoma, unspecified
# H49-H52 Disorders of ocular muscles, binocular movement, accommodation and refraction
H52 Disorders of refraction and accommodation
  H52.1 Myopia
  H52.4 Presbyopia
`;
