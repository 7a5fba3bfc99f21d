/**
 * Procedure tree in the Malaysian two-level layout, coded with ICD-9-CM
 * volume 3 (as MyDRG uses). `= level one`, `# level two`, `code description`.
 */
export const procedureText = `
= Operations on the Nervous System
# Operations on spinal cord and spinal canal structures
03.09 Other exploration and decompression of spinal canal
03.31 Spinal tap
# Operations on cranial and peripheral nerves
04.43 Release of carpal tunnel
= Operations on the Endocrine System
# Operations on thyroid and parathyroid glands
06.2 Unilateral thyroid lobectomy
06.4 Complete thyroidectomy
= Operations on the Eye
# Operations on lens
13.41 Phacoemulsification and aspiration of cataract
13.71 Insertion of intraocular lens prosthesis at time of cataract extraction, one-stage
# Operations on iris, ciliary body, sclera, and anterior chamber
12.64 Trabeculectomy ab externo
# Operations on retina, choroid, vitreous, and posterior chamber
14.34 Repair of retinal tear by laser photocoagulation
14.74 Other mechanical vitrectomy
= Operations on the Ear
# Reconstructive operations on middle ear
19.4 Myringoplasty
# Other operations on middle and inner ear
20.01 Myringotomy with insertion of tube
= Operations on the Nose, Mouth, and Pharynx
# Operations on nose
21.5 Submucous resection of nasal septum
21.88 Other septoplasty
# Operations on nasal sinuses
22.2 Intranasal antrotomy
# Operations on teeth, gums, and alveoli
23.19 Other surgical extraction of tooth
# Operations on tonsils and adenoids
28.2 Tonsillectomy without adenoidectomy
28.3 Tonsillectomy with adenoidectomy
28.6 Adenoidectomy without tonsillectomy
= Operations on the Respiratory System
# Operations on lung and bronchus
32.41 Thoracoscopic lobectomy of lung
33.22 Fiber-optic bronchoscopy
# Operations on chest wall, pleura, mediastinum, and diaphragm
34.04 Insertion of intercostal catheter for drainage
= Operations on the Cardiovascular System
# Operations on vessels of heart
36.06 Insertion of non-drug-eluting coronary artery stent(s)
36.07 Insertion of drug-eluting coronary artery stent(s)
36.12 (Aorto)coronary bypass of two coronary arteries
# Other operations on heart and pericardium
37.22 Left heart cardiac catheterization
37.83 Initial insertion of dual-chamber device
# Other operations on vessels
38.59 Ligation and stripping of varicose veins, lower limb vessels
39.27 Arteriovenostomy for renal dialysis
39.95 Hemodialysis
= Operations on the Digestive System
# Operations on stomach
43.82 Laparoscopic vertical (sleeve) gastrectomy
44.38 Laparoscopic gastroenterostomy
# Incision, excision, and anastomosis of intestine
45.13 Other endoscopy of small intestine
45.23 Colonoscopy
45.42 Endoscopic polypectomy of large intestine
45.73 Open and other right hemicolectomy
17.33 Laparoscopic right hemicolectomy
# Operations on appendix
47.01 Laparoscopic appendectomy
47.09 Other appendectomy
# Operations on anus
49.46 Excision of hemorrhoids
# Operations on liver
50.11 Closed (percutaneous) [needle] biopsy of liver
# Operations on gallbladder and biliary tract
51.10 Endoscopic retrograde cholangiopancreatography [ERCP]
51.23 Laparoscopic cholecystectomy
# Repair of hernia
17.11 Laparoscopic unilateral repair of direct inguinal hernia with graft or prosthesis
53.05 Unilateral repair of inguinal hernia with graft or prosthesis, not otherwise specified
53.41 Other and open repair of umbilical hernia with graft or prosthesis
= Operations on the Urinary System
# Operations on kidney
55.03 Percutaneous nephrostomy without fragmentation
# Operations on ureter
56.0 Transurethral removal of obstruction from ureter and renal pelvis
# Operations on urinary bladder
57.32 Other cystoscopy
57.49 Other transurethral excision or destruction of lesion or tissue of bladder
= Operations on the Male Genital Organs
# Operations on prostate and seminal vesicles
60.11 Closed [percutaneous] [needle] biopsy of prostate
60.29 Other transurethral prostatectomy
# Operations on scrotum and tunica vaginalis
61.2 Excision of hydrocele (of tunica vaginalis)
# Operations on spermatic cord, epididymis, and vas deferens
63.73 Vasectomy
# Operations on penis
64.0 Circumcision
= Operations on the Female Genital Organs
# Operations on ovary
65.01 Laparoscopic oophorotomy
65.31 Laparoscopic unilateral oophorectomy
# Operations on fallopian tubes
66.29 Other bilateral endoscopic destruction or occlusion of fallopian tubes
# Operations on cervix
67.2 Conization of cervix
# Other incision and excision of uterus
68.12 Hysteroscopy
68.29 Other excision or destruction of lesion of uterus
68.41 Laparoscopic total abdominal hysterectomy
68.49 Other and unspecified total abdominal hysterectomy
# Other operations on uterus and supporting structures
69.09 Other dilation and curettage
= Obstetrical Procedures
# Forceps, vacuum, and breech delivery
72.71 Vacuum extraction with episiotomy
# Other procedures inducing or assisting delivery
73.59 Other manually assisted delivery
73.6 Episiotomy
# Cesarean section and removal of fetus
74.1 Low cervical cesarean section
= Operations on the Musculoskeletal System
# Reduction of fracture and dislocation
79.32 Open reduction of fracture with internal fixation, radius and ulna
79.35 Open reduction of fracture with internal fixation, femur
# Incision and excision of joint structures
80.26 Arthroscopy, knee
80.51 Excision of intervertebral disc
80.6 Excision of semilunar cartilage of knee
# Repair and plastic operations on joint structures
81.08 Lumbar and lumbosacral fusion of the posterior column, posterior technique
81.45 Other repair of the cruciate ligaments
81.51 Total hip replacement
81.54 Total knee replacement
81.82 Repair of recurrent dislocation of shoulder
# Operations on muscle, tendon, and fascia
82.01 Exploration of tendon sheath of hand
83.63 Rotator cuff repair
= Operations on the Integumentary System
# Operations on the breast
85.11 Closed [percutaneous] [needle] biopsy of breast
85.21 Local excision of lesion of breast
85.41 Unilateral simple mastectomy
# Operations on skin and subcutaneous tissue
86.04 Other incision with drainage of skin and subcutaneous tissue
86.22 Excisional debridement of wound, infection, or burn
86.3 Other local excision or destruction of lesion or tissue of skin and subcutaneous tissue
= Miscellaneous Diagnostic and Therapeutic Procedures
# Diagnostic radiology
87.37 Other mammography
88.01 Computerized axial tomography of abdomen
88.93 Magnetic resonance imaging of spine
# Physical therapy
93.39 Other physical therapy
# Nonoperative removal of foreign body or calculus
98.51 Extracorporeal shockwave lithotripsy [ESWL] of the kidney, ureter and/or bladder
# Others
99.29 Injection or infusion of other therapeutic or prophylactic substance
99.04 Transfusion of packed cells
= Others
# Others
99.99 Other miscellaneous procedures
`;
