/** ICD-10 (WHO) excerpt, chapters XIII–XXI; format as in icd10-data-a.ts. */
export const icd10TextC = `
= M00-M99 Diseases of the musculoskeletal system and connective tissue
# M05-M14 Inflammatory polyarthropathies
M06 Other rheumatoid arthritis
  M06.9 Rheumatoid arthritis, unspecified
M10 Gout
  M10.9 Gout, unspecified
# M15-M19 Arthrosis
M16 Coxarthrosis [arthrosis of hip]
  M16.9 Coxarthrosis, unspecified
M17 Gonarthrosis [arthrosis of knee]
  M17.1 Other primary gonarthrosis
  M17.9 Gonarthrosis, unspecified
# M20-M25 Other joint disorders
M23 Internal derangement of knee
  M23.2 Derangement of meniscus due to old tear or injury
M25 Other joint disorders, not elsewhere classified
  M25.5 Pain in joint
# M40-M54 Dorsopathies
M47 Spondylosis
  M47.8 Other spondylosis
M51 Other intervertebral disc disorders
  M51.2 Other specified intervertebral disc displacement
M54 Dorsalgia
  M54.2 Cervicalgia
  M54.5 Low back pain
  M54.9 Dorsalgia, unspecified
# M60-M79 Soft tissue disorders
M72 Fibroblastic disorders
  M72.2 Plantar fascial fibromatosis
M75 Shoulder lesions
  M75.0 Adhesive capsulitis of shoulder
  M75.1 Rotator cuff syndrome
M77 Other enthesopathies
  M77.1 Lateral epicondylitis
M79 Other soft tissue disorders, not elsewhere classified
  M79.1 Myalgia
# M80-M94 Osteopathies and chondropathies
M81 Osteoporosis without pathological fracture
  M81.0 Postmenopausal osteoporosis
= N00-N99 Diseases of the genitourinary system
# N17-N19 Renal failure
N17 Acute renal failure
  N17.9 Acute renal failure, unspecified
N18 Chronic kidney disease
  N18.3 Chronic kidney disease, stage 3
  N18.5 Chronic kidney disease, stage 5
  N18.9 Chronic kidney disease, unspecified
# N20-N23 Urolithiasis
N20 Calculus of kidney and ureter
  N20.0 Calculus of kidney
  N20.1 Calculus of ureter
# N30-N39 Other diseases of urinary system
N30 Cystitis
  N30.0 Acute cystitis
N39 Other disorders of urinary system
  N39.0 Urinary tract infection, site not specified
# N40-N51 Diseases of male genital organs
N40 Hyperplasia of prostate
N43 Hydrocele and spermatocele
  N43.3 Hydrocele, unspecified
# N60-N64 Disorders of breast
N60 Benign mammary dysplasia
  N60.1 Diffuse cystic mastopathy
N63 Unspecified lump in breast
# N80-N98 Noninflammatory disorders of female genital tract
N80 Endometriosis
  N80.0 Endometriosis of uterus
N83 Noninflammatory disorders of ovary, fallopian tube and broad ligament
  N83.2 Other and unspecified ovarian cysts
N92 Excessive, frequent and irregular menstruation
  N92.0 Excessive and frequent menstruation with regular cycle
N94 Pain and other conditions associated with female genital organs and menstrual cycle
  N94.6 Dysmenorrhoea, unspecified
N97 Female infertility
  N97.9 Female infertility, unspecified
= O00-O99 Pregnancy, childbirth and the puerperium
# O10-O16 Oedema, proteinuria and hypertensive disorders in pregnancy, childbirth and the puerperium
O13 Gestational [pregnancy-induced] hypertension
O14 Pre-eclampsia
  O14.9 Pre-eclampsia, unspecified
# O20-O29 Other maternal disorders predominantly related to pregnancy
O21 Excessive vomiting in pregnancy
  O21.0 Mild hyperemesis gravidarum
O24 Diabetes mellitus in pregnancy
  O24.4 Diabetes mellitus arising in pregnancy
# O80-O84 Delivery
O80 Single spontaneous delivery
  O80.0 Spontaneous vertex delivery
O82 Single delivery by caesarean section
  O82.0 Delivery by elective caesarean section
= R00-R99 Symptoms, signs and abnormal clinical and laboratory findings, not elsewhere classified
# R00-R09 Symptoms and signs involving the circulatory and respiratory systems
R00 Abnormalities of heart beat
  R00.2 Palpitations
R05 Cough
R06 Abnormalities of breathing
  R06.0 Dyspnoea
R07 Pain in throat and chest
  R07.4 Chest pain, unspecified
# R10-R19 Symptoms and signs involving the digestive system and abdomen
R10 Abdominal and pelvic pain
  R10.4 Other and unspecified abdominal pain
R11 Nausea and vomiting
# R40-R46 Symptoms and signs involving cognition, perception, emotional state and behaviour
R42 Dizziness and giddiness
# R50-R69 General symptoms and signs
R50 Fever of other and unknown origin
  R50.9 Fever, unspecified
R51 Headache
R53 Malaise and fatigue
R55 Syncope and collapse
R69 Unknown and unspecified causes of morbidity
= S00-T98 Injury, poisoning and certain other consequences of external causes
# S00-S09 Injuries to the head
S06 Intracranial injury
  S06.0 Concussion
# S50-S59 Injuries to the elbow and forearm
S52 Fracture of forearm
  S52.5 Fracture of lower end of radius
# S70-S79 Injuries to the hip and thigh
S72 Fracture of femur
  S72.0 Fracture of neck of femur
# S80-S89 Injuries to the knee and lower leg
S82 Fracture of lower leg, including ankle
  S82.6 Fracture of lateral malleolus
S83 Dislocation, sprain and strain of joints and ligaments of knee
  S83.5 Sprain and strain involving (anterior)(posterior) cruciate ligament of knee
# S90-S99 Injuries to the ankle and foot
S93 Dislocation, sprain and strain of joints and ligaments at ankle and foot level
  S93.4 Sprain and strain of ankle
= Z00-Z99 Factors influencing health status and contact with health services
# Z00-Z13 Persons encountering health services for examination and investigation
Z00 General examination and investigation of persons without complaint and reported diagnosis
  Z00.0 General medical examination
Z01 Other special examinations and investigations of persons without complaint or reported diagnosis
  Z01.4 Gynaecological examination (general)(routine)
Z13 Special screening examination for other diseases and disorders
  Z13.1 Special screening examination for diabetes mellitus
# Z30-Z39 Persons encountering health services in circumstances related to reproduction
Z34 Supervision of normal pregnancy
  Z34.9 Supervision of normal pregnancy, unspecified
`;
