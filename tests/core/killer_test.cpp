// Killer cages and sums (core/constraints), ISS puzzle strings
// (iss_format.hpp) and the fast solver on them.
//
// Puzzles from outside: the Interactive Sudoku Solver's data
// (../shared/reference/iss/data: example_puzzles.js and collections.js, with
// their listed solutions), and Tatham's Solo killers, converted from its game
// ids by tests/tools/solo_killer_to_iss.py:
//   sgt-solo --generate 1 '3x3kdt#1' '3x3kdb#2' '3x3kdi#3' '3x3kda#4' '3x3kde#5' '3x3kdu#6'
// Solo makes only puzzles with one solution. A brute force over every 4x4
// grid checks the counts of random cages, the sums the houses imply included,
// and that hints on them never strike a value a solution keeps.
#include "support/catch.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/constraints/constraint.hpp"
#include "core/constraints/exclusion_groups.hpp"
#include "core/constraints/implied_sums.hpp"
#include "core/constraints_file.hpp"
#include "core/hint.hpp"
#include "core/iss_format.hpp"
#include "core/registry.hpp"
#include "core/text_readings.hpp"
#include "support/random_puzzles.hpp"
#include "support/same_walk.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

struct IssPuzzle {
  const char* source;
  const char* text;
  const char* solution;  // digits, or letters A.. for 1.. (ISS writes a 16x16 so)
};

const IssPuzzle kIss[] = {
    {"ISS example_puzzles.js: Killer",
     ".Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R"
     "3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9."
     "Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R"
     "4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~2"
     "7~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6"
     "C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C"
     "5~R9C6~R9C7.Cage~17~R9C8~R9C9",
     "215647398368952174794381652586274931142593867973816425821739546659428713437165289"},
    {"ISS example_puzzles.js: Diagonal and windoku",
     ".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7"
     "_8~R8C5_6~R9C5_3~R9C6_2",
     "932674518678521943541398267469283751217459386853716429326147895794865132185932674"},
    {"ISS collections.js: a 6x6",
     ".~R1C5_4~R2C2_1~R2C4_3~R2C6_5~R3C4_2~R4C3_3~R5C1_6~R5C3_2~R5C5_5~R6C2_5.Shape~6x6",
     "325146416325541263263514632451154632"},
    {"ISS collections.js: a 16x16 (values as letters A to P)",
     ".Shape~16x16.~R1C4_5~R1C6_9~R1C7_10~R1Cb_2~R1Ce_15~R2C7_16~R2C8_3~R2C9_9~R2Cc_15~R2Cf_1~R2Cg_10~R3C2"
     "_13~R3C5_2~R3Ca_14~R3Cd_3~R3Ce_5~R3Cf_12~R3Cg_9~R4C1_12~R4C2_15~R4C7_4~R4C8_7~R4Cd_8~R4Cf_6~R5C1_1~R"
     "5C5_3~R5C7_2~R5C8_15~R5Cb_14~R5Cd_10~R5Ce_8~R6C5_1~R6Ca_10~R6Cf_7~R6Cg_16~R7C1_2~R7C4_3~R7C6_16~R7C7"
     "_12~R7Cb_8~R7Cc_4~R8C1_7~R8C3_5~R8C4_13~R8C6_10~R8C9_12~R8Ca_15~R9C1_10~R9C2_11~R9C5_9~R9C8_8~R9Ca_2"
     "~R9Cb_6~R9Cd_16~R9Ce_13~R9Cg_14~RaC2_7~RaC6_1~RaCb_9~RaCc_13~RbC4_9~RbC5_16~RbC6_13~RbCa_7~RbCd_2~Rb"
     "Ce_11~RbCg_1~RcC3_13~RcC4_6~RcC5_14~RcC9_10~RcCa_11~RcCb_3~RcCg_5~RdC1_5~RdC2_2~RdC4_16~RdCc_12~RdCf"
     "_11~RdCg_15~ReC2_4~ReC3_7~ReC9_6~ReCb_1~ReCd_14~RfC2_9~RfC5_12~RfC6_11~RfC8_14~RfCb_13~RfCc_2~RgC4_1"
     "2~RgC7_7~RgC8_5~RgCd_6~RgCe_2~RgCf_3",
     "FCPEMIJLAHBGKONDNHKBEFPCILDOMGAJDMJGBOHAKNPFCELILOIAKNDGCMJEHPFBAPDKCEBOGFNIJHMLILNHADKMBJECOFGPBJOC"
     "GPLFMAHDENIKGFEMHJNILOKPADBCJKLDIGCHEBFAPMONOGBNJAEKDPIMLCHFHECIPMFDOGLNBKJAPAMFNLOBJKCHGIDEEBHPFCMJ"
     "NDGLIAKOMDGJOBIPFCAKNLEHCIFOLKANHEMBDJPGKNALDHGEPIOJFBCM"},
    {"ISS: Odd & even",
     ".~R1C6_7~R1C7_2~R1C8_1~R1C9_6~R2C9_5~R2C8_7~R2C7_9~R2C6_4~R8C1_2~R8C2_7~R8C3_4~R8C4_5~R9C1_9~R9C2_5~"
     "R9C3_8~R9C4_2~R4C7_2_4_6_8~R4C8_2_4_6_8~R5C6_2_4_6_8~R6C6_2_4_6_8~R6C7_2_4_6_8~R6C8_2_4_6_8~R7C6_2_4"
     "_6_8~R8C7_2_4_6_8~R8C8_2_4_6_8~R2C3_1_3_5_7_9~R3C2_1_3_5_7_9~R4C4_1_3_5_7_9~R4C2_1_3_5_7_9~R5C4_1_3_"
     "5_7_9~R5C2_1_3_5_7_9~R3C4_1_3_5_7_9~R6C3_1_3_5_7_9",
     "549837216823614975716925348635149827492786153187352469361478592274593681958261734"},
    {"ISS: Thermo",
     ".~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Therm"
     "o~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5"
     "~R7C4",
     "847632519295471386631598247129743865486259173753816924368924751974185632512367498"},
    {"ISS: German Whispers",
     ".Whisper~R8C1~R7C1~R7C2~R8C3~R9C3~R9C2.Whisper~R9C6~R8C7~R7C7~R7C8~R6C9~R5C8.Whisper~R6C3~R5C2~R4C3~"
     "R3C4~R2C5~R1C6~R1C7~R2C8~R3C8~R4C7~R5C6~R6C6~R7C6~R8C5~R7C4.Whisper~R4C5~R4C6~R3C7.~R1C5_1~R2C2_5~R5"
     "C1_6~R5C9_9~R7C3_3~R8C8_3~R9C1_5~R9C5_3",
     "796413852352689417184275693247591386615348279839762541923857164478126935561934728"},
    {"ISS: Elementary",
     ".WhiteDot~R8C9~R9C9.WhiteDot~R7C9~R7C8.WhiteDot~R8C4~R8C5.WhiteDot~R5C2~R5C1.WhiteDot~R5C2~R6C2.Whit"
     "eDot~R6C6~R6C5.WhiteDot~R5C8~R5C7.WhiteDot~R2C4~R2C5.WhiteDot~R2C2~R2C1.Whisper~6~R1C2~R2C2~R3C2.Whi"
     "sper~6~R2C1~R3C2~R4C3.Whisper~6~R2C3~R3C2~R4C1.Whisper~4~R7C2~R8C2~R9C2.Whisper~4~R8C1~R8C2~R8C3.Whi"
     "sper~4~R9C1~R9C2~R9C3.Whisper~2~R9C7~R9C8~R8C8~R7C8~R6C8.Whisper~2~R7C7~R7C8~R8C9.Whisper~2~R8C7~R7C"
     "8~R6C9.Whisper~4~R4C7~R3C8~R4C9.Whisper~4~R3C8~R2C8~R1C8.Whisper~4~R1C7~R1C8~R1C9.Whisper~4~R2C7~R2C"
     "8~R2C9.Whisper~3~R4C5~R5C5~R6C5~R7C5.Whisper~3~R5C4~R5C5~R5C6.Whisper~3~R6C4~R5C5~R6C6.~R1C3_6~R4C4_"
     "3~R7C1_4~R9C9_2~R4C8_4",
     "536971284897234516214856793768392145342518679951467328485123967629785431173649852"},
    {"ISS: 'Leven",
     ".Renban~R4C8~R4C9~R5C9~R6C9.Renban~R7C9~R8C9~R9C9~R9C8.Renban~R6C7~R7C7~R8C7~R8C6.Renban~R2C6~R1C6~R"
     "1C5~R1C4.Renban~R2C1~R1C1~R1C2~R1C3.Renban~R2C3~R2C4~R3C4~R4C4.Renban~R5C5~R5C6~R6C6~R7C6.Renban~R5C"
     "4~R5C3~R6C3~R7C3.Renban~R3C1~R4C1~R5C1~R5C2.Renban~R7C1~R8C1~R9C1~R9C2.Renban~R7C4~R8C4~R9C4~R9C3.~R"
     "3C7_1.BlackDot~R2C9~R3C9.BlackDot~R1C7~R1C8.BlackDot~R3C6~R3C5.BlackDot~R4C7~R5C7",
     "132769845496518723758342196815473269963285417274196358521937684389624571647851932"},
    {"ISS: Sudoku Variants Series (013) - Palindrome Sudoku",
     ".Palindrome~R7C1~R6C2~R5C1~R4C2~R3C3~R2C4~R1C5~R2C6~R1C7.Palindrome~R9C3~R8C4~R9C5~R8C6~R7C7~R6C8~R5"
     "C9~R4C8~R3C9.Palindrome~R7C4~R7C5~R7C6~R6C7~R5C7~R4C7.Palindrome~R3C6~R3C5~R3C4~R4C3~R5C3~R6C3.~R1C1"
     "_6~R1C9_5~R2C3_8~R2C5_5~R2C7_9~R4C1_8~R4C5_1~R4C9_3~R5C5_4~R6C5_2~R8C1_9~R8C3_7~R8C7_8~R8C9_2~R9C2_5"
     "~R9C8_6",
     "694178235128453976375296481842619753719345628536827149283761594967534812451982367"},
    {"ISS: Neighbor Sums",
     ".Sum~3~R1C5~R1C6.Sum~4~R2C6~R1C6.Sum~5~R2C7~R2C6.Sum~3~R3C7~R2C7.Sum~4~R3C8~R3C7.Sum~5~R4C8~R3C8.Sum"
     "~3~R4C9~R4C8.Sum~4~R5C9~R4C9.Sum~5~R6C1~R5C1.Sum~7~R6C1~R6C2.Sum~6~R6C2~R7C2.Sum~5~R7C3~R7C2.Sum~7~R"
     "8C3~R7C3.Sum~6~R8C4~R8C3.Sum~5~R8C4~R9C4.Sum~7~R9C5~R9C4.Sum~10~R2C4~R3C4.Sum~11~R3C4~R3C5.Sum~10~R4"
     "C5~R3C5.Sum~11~R4C5~R4C6.Sum~12~R4C6~R5C6.Sum~10~R5C7~R5C6.Sum~11~R6C7~R5C7.Sum~12~R6C8~R6C7.Sum~15~"
     "R6C4~R6C5.Sum~14~R6C5~R7C5.Sum~14~R5C4~R6C4.Sum~13~R5C3~R5C4.Sum~15~R7C6~R7C5.Sum~13~R8C6~R7C6.Sum~1"
     "4~R4C3~R5C3.Sum~15~R4C3~R4C2.Sum~13~R6C9~R7C9.Sum~9~R7C8~R7C9.Sum~5~R7C8~R8C8.Sum~4~R8C8~R8C7.Sum~11"
     "~R9C7~R8C7.Sum~17~R9C6~R9C7.Sum~13~R3C1~R4C1.Sum~14~R3C2~R3C1.Sum~11~R2C2~R3C2.Sum~12~R2C2~R2C3.Sum~"
     "16~R1C3~R2C3.Sum~17~R1C4~R1C3",
     "439821756157693284862475139596738421278514693341962578623187945984256317715349862"},
    {"ISS: Arrow",
     ".Arrow~R1C5~R2C4~R3C3~R4C2~R5C1.Arrow~R3C7~R2C6~R3C5~R4C4~R5C3.Arrow~R6C2~R7C3~R6C4~R5C5~R4C6.Arrow~"
     "R7C4~R7C5~R7C6.Arrow~R6C7~R5C7~R4C7.Arrow~R5C9~R6C8~R7C7~R8C6~R9C5.~R1C2_6~R1C9_9~R2C1_9~R8C9_3~R9C1"
     "_4~R9C8_7",
     "167584329985362417342719856718293645253647198694158732571936284829471563436825971"},
    {"ISS: XV Kropki Sudoku",
     ".X~R2C1~R2C2.X~R3C1~R3C2.X~R1C8~R1C7.X~R2C7~R2C8.X~R7C8~R8C8.X~R7C9~R8C9.X~R8C3~R9C3.X~R8C2~R9C2.X~R"
     "5C4~R5C5.V~R8C2~R8C3.V~R8C8~R8C9.V~R2C1~R3C1.V~R1C7~R2C7.BlackDot~R2C5~R2C6.BlackDot~R4C6~R5C6.Black"
     "Dot~R5C6~R6C6.BlackDot~R3C1~R4C1.WhiteDot~R3C3~R3C2.WhiteDot~R4C3~R5C3.WhiteDot~R8C4~R8C5.WhiteDot~R"
     "8C6~R8C7.WhiteDot~R5C2~R6C2",
     "195287463284536197376149825657912384918374256423658719532461978741895632869723541"},
    {"ISS: Little Killer Sudoku",
     ".~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1.LittleK"
     "iller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9",
     "198235764427968531653714289732186945541379826986542173865421397279653418314897652"},
    {"ISS: Anti-knights move",
     ".AntiKnight.~R1C2_3~R1C5_4~R1C6_1~R1C9_7~R2C4_5~R3C4_8~R3C6_9~R4C1_6~R4C8_7~R5C9_4~R6C2_4~R7C1_3~R8C"
     "5_6~R8C8_5~R9C2_6~R9C3_4~R9C4_3",
     "536241897978536241421879635613485972789623514245917368357198426892764153164352789"},
    {"ISS: Anti-knight Anti-king",
     ".AntiKnight.AntiKing.~R1C1_1~R1C7_5~R1C8_6~R1C9_7~R2C1_2~R2C2_3~R2C3_4~R2C9_8",
     "198234567234567198567198234982345671345671982671982345823456719456719823719823456"},
    {"ISS: Anti-knight Anti-consecutive",
     ".AntiKnight.AntiConsecutive.~R3C4_4~R3C6_7~R4C3_6~R4C7_5~R6C3_4~R6C7_3~R7C4_2~R7C6_5",
     "973518264425963718861427953316842597758396142294751386649275831182639475537184629"},
    {"ISS: Fortress (greater-than signs over lists: each cell above its later neighbours)",
     ".~R1C1_4~R1C4_1~R1C6_2~R3C6_4~R3C4_3~R4C3_8~R6C1_7~R7C4_6~R7C6_7~R9C6_9~R9C4_8~R9C9_2~R6C9_3~R4C7_1~"
     "R3C7_7.GreaterThan~R1C8~R2C8~R1C7~R1C9.GreaterThan~R2C5~R2C4~R1C5~R2C6~R3C5.GreaterThan~R5C8~R4C8~R5"
     "C9~R6C8~R5C7.GreaterThan~R4C5~R3C5~R4C4~R4C6~R5C5.GreaterThan~R6C5~R5C5~R6C4~R6C6~R7C5.GreaterThan~R"
     "8C5~R7C5~R8C4~R8C6~R9C5.GreaterThan~R9C2~R8C2~R9C1~R9C3.GreaterThan~R5C2~R5C1~R4C2~R5C3~R6C2.Greater"
     "Than~R4C1~R4C2~R3C1~R5C1",
     "437182596681795324295364718328576149164938275759241863843627951912453687576819432"},
    {"ISS: Between 1 and 9 Sudoku (sandwiches)",
     ".Sandwich~8~C1.Sandwich~4~C2.Sandwich~17~C3.Sandwich~35~C4.Sandwich~14~C5.Sandwich~13~C6.Sandwich~3~"
     "C7.Sandwich~10~C8.Sandwich~25~C9.Sandwich~4~R1.Sandwich~33~R2.Sandwich~20~R3.Sandwich~17~R4.Sandwich"
     "~26~R5.Sandwich~10~R6.Sandwich~16~R7.Sandwich~24~R8.Sandwich~0~R9.~R3C3_1~R5C5_5~R7C7_9",
     "236941875954378612871625439182439756397856124645217398413562987569783241728194563"},
    {"ISS: Jigsaw (NoBoxes and Jigsaw regions)",
     ".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R"
     "1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C"
     "5_3~R8C6_5~R8C9_1~R9C8_9",
     "364891527189374265542168739625719843213987456937456182876523914498235671751642398"},
    {"ISS: Strict kropki (every dot given)",
     ".BlackDot~R1C6~R1C7~R2C7~R4C9~R4C8~R5C8~R8C7~R9C7~R9C6~R7C4~R7C5~R6C5~R6C6~R9C4~R9C3~R8C3~R5C1~R5C2."
     "BlackDot~R4C5~R5C5.WhiteDot~R3C9~R4C9~R4C7~R5C7~R5C6~R7C8~R7C9~R1C8~R2C8~R1C6~R2C6~R3C5~R3C4~R4C4~R5"
     "C3~R5C2~R6C2~R8C2~R8C3~R8C5~R8C6.WhiteDot~R8C8~R8C9~R5C8~R5C9~R6C2~R6C3~R4C4~R4C5~R7C1~R8C1.WhiteDot"
     "~R1C2~R1C1.WhiteDot~R5C1~R6C1~R2C1~R2C2.StrictKropki",
     "983162475451793862627458319169325748845917623732684951316249587298576134574831296"},
    {"ISS: Strict XV (every X and V given)",
     ".~R2C5_1~R8C5_2.X~R1C3~R2C3~R2C1~R3C1~R1C8~R1C9~R3C9~R3C8~R5C6~R5C5~R6C3~R6C4~R8C4~R9C4~R7C8~R8C8.X~"
     "R6C2~R7C2~R7C4~R7C5~R7C9~R8C9~R3C7~R3C6.X~R7C3~R8C3.V~R7C3~R7C4~R4C1~R5C1~R2C8~R2C9~R5C7~R5C8.Strict"
     "XV",
     "683472519947516832152983764361849275295637148478251396834195627516724983729368451"},
};

const char* const kSoloKillers[] = {
    // 3x3k:zzzc,_____aa_____a__a_____aa___a_a_a_aa_a___aa____ab_ab...
    ".Cage~15~R1C1~R2C1.Cage~17~R1C2~R2C2~R3C2.Cage~6~R1C3~R2C3.Cage~14~R1C4~R2C4.Cage~13~R1C5~R2C5~R3C5."
    "Cage~11~R1C6~R1C7.Cage~11~R1C8~R1C9.Cage~13~R2C6~R3C6.Cage~4~R2C7~R2C8.Cage~12~R2C9~R3C9.Cage~7~R3C1"
    "~R4C1.Cage~5~R3C3~R3C4.Cage~11~R3C7~R4C7.Cage~13~R3C8~R4C8.Cage~16~R4C2~R4C3.Cage~8~R4C4~R4C5.Cage~4"
    "~R4C6~R5C6.Cage~3~R4C9~R5C9.Cage~11~R5C1~R5C2.Cage~13~R5C3~R6C2~R6C3.Cage~11~R5C4~R5C5.Cage~12~R5C7~"
    "R5C8.Cage~10~R6C1~R7C1.Cage~17~R6C4~R6C5.Cage~15~R6C6~R7C6~R7C7.Cage~10~R6C7~R6C8.Cage~12~R6C9~R7C9."
    "Cage~12~R7C2~R8C2.Cage~17~R7C3~R8C3~R9C2~R9C3.Cage~4~R7C4~R7C5.Cage~21~R7C8~R8C6~R8C7~R8C8.Cage~7~R8"
    "C1~R9C1.Cage~12~R8C4~R8C5.Cage~20~R8C9~R9C7~R9C8~R9C9.Cage~18~R9C4~R9C5~R9C6",
    // 3x3k:zzzc,_aa_aaa__a__a_a___aaa__________________aa_a_aa_baa...
    ".Cage~20~R1C1~R2C1~R2C2.Cage~6~R1C2~R1C3.Cage~15~R1C4~R1C5.Cage~9~R1C6~R2C6.Cage~13~R1C7~R1C8.Cage~7"
    "~R1C9~R2C9.Cage~4~R2C3~R2C4.Cage~9~R2C5~R3C5.Cage~13~R2C7~R2C8~R3C8.Cage~9~R3C1~R4C1.Cage~12~R3C2~R4"
    "C2~R5C2.Cage~15~R3C3~R3C4.Cage~10~R3C6~R3C7.Cage~10~R3C9~R4C9.Cage~15~R4C3~R4C4~R5C4.Cage~11~R4C5~R4"
    "C6.Cage~8~R4C7~R4C8.Cage~9~R5C1~R6C1.Cage~9~R5C3~R6C3.Cage~10~R5C5~R6C5.Cage~17~R5C6~R6C6~R7C5~R7C6."
    "Cage~12~R5C7~R6C7.Cage~7~R5C8~R6C8.Cage~11~R5C9~R6C9.Cage~13~R6C2~R7C2.Cage~13~R6C4~R7C3~R7C4.Cage~1"
    "4~R7C1~R8C1.Cage~7~R7C7~R8C7.Cage~14~R7C8~R7C9.Cage~11~R8C2~R9C1~R9C2.Cage~7~R8C3~R8C4.Cage~27~R8C5~"
    "R8C6~R9C5~R9C6.Cage~11~R8C8~R8C9.Cage~14~R9C3~R9C4.Cage~13~R9C7~R9C8~R9C9",
    // 3x3k:zzzc,a_a__b______a___a_a____aaa__aa_aa_a_ba_aaa__aaaaa_...
    ".Cage~13~R1C1~R1C2.Cage~14~R1C3~R2C3.Cage~5~R1C4~R1C5.Cage~8~R1C6~R2C6.Cage~10~R1C7~R2C7.Cage~6~R1C8"
    "~R1C9.Cage~13~R2C1~R2C2~R3C1~R3C2.Cage~13~R2C4~R3C4.Cage~18~R2C5~R3C5~R4C5.Cage~19~R2C8~R3C8~R4C7~R4"
    "C8.Cage~10~R2C9~R3C9.Cage~14~R3C3~R4C3.Cage~13~R3C6~R3C7.Cage~9~R4C1~R4C2.Cage~10~R4C4~R5C3~R5C4.Cag"
    "e~15~R4C6~R5C6.Cage~10~R4C9~R5C9.Cage~18~R5C1~R5C2~R6C1~R6C2.Cage~14~R5C5~R6C4~R6C5.Cage~19~R5C7~R5C"
    "8~R6C8.Cage~10~R6C3~R7C3.Cage~6~R6C6~R6C7.Cage~15~R6C9~R7C9.Cage~13~R7C1~R7C2.Cage~22~R7C4~R7C5~R7C6"
    "~R8C6~R8C7.Cage~16~R7C7~R7C8~R8C8.Cage~17~R8C1~R9C1.Cage~6~R8C2~R8C3.Cage~27~R8C4~R8C5~R9C4~R9C5.Cag"
    "e~11~R8C9~R9C8~R9C9.Cage~6~R9C2~R9C3.Cage~5~R9C6~R9C7",
    // 3x3k:zzzc,__a_a___a_____a___a_a___a__a_a___a_a__a___aa_aa_a_...
    ".Cage~5~R1C1~R2C1.Cage~6~R1C2~R2C2.Cage~13~R1C3~R1C4.Cage~16~R1C5~R2C5~R3C5.Cage~17~R1C6~R1C7~R2C7.C"
    "age~17~R1C8~R2C8~R3C7~R3C8.Cage~9~R1C9~R2C9.Cage~15~R2C3~R2C4.Cage~7~R2C6~R3C6.Cage~16~R3C1~R4C1~R5C"
    "1.Cage~12~R3C2~R3C3.Cage~9~R3C4~R4C4.Cage~11~R3C9~R4C9.Cage~11~R4C2~R4C3.Cage~6~R4C5~R5C5.Cage~22~R4"
    "C6~R5C6~R5C7.Cage~13~R4C7~R4C8.Cage~11~R5C2~R6C2.Cage~6~R5C3~R5C4.Cage~5~R5C8~R6C8.Cage~10~R5C9~R6C9"
    ".Cage~10~R6C1~R7C1.Cage~11~R6C3~R6C4.Cage~14~R6C5~R7C5.Cage~11~R6C6~R6C7.Cage~8~R7C2~R7C3.Cage~15~R7"
    "C4~R8C4~R8C5.Cage~18~R7C6~R8C6~R8C7.Cage~6~R7C7~R7C8.Cage~7~R7C9~R8C9.Cage~24~R8C1~R8C2~R9C1~R9C2.Ca"
    "ge~9~R8C3~R9C3.Cage~21~R8C8~R9C8~R9C9.Cage~8~R9C4~R9C5.Cage~6~R9C6~R9C7",
    // 3x3k:zzzc,a__a_a___a_aaaab_a__b____a_____aa_____a______aa_aa...
    ".Cage~19~R1C1~R1C2~R2C2.Cage~7~R1C3~R2C3.Cage~10~R1C4~R2C4.Cage~14~R1C5~R1C6.Cage~9~R1C7~R2C7.Cage~6"
    "~R1C8~R1C9.Cage~7~R2C1~R3C1.Cage~9~R2C5~R2C6.Cage~21~R2C8~R2C9~R3C8~R3C9.Cage~12~R3C2~R3C3.Cage~27~R"
    "3C4~R3C5~R4C4~R4C5.Cage~11~R3C6~R3C7.Cage~7~R4C1~R4C2.Cage~16~R4C3~R5C3.Cage~7~R4C6~R5C6.Cage~16~R4C"
    "7~R5C7~R5C8.Cage~12~R4C8~R4C9~R5C9.Cage~11~R5C1~R5C2~R6C2.Cage~7~R5C4~R6C4.Cage~7~R5C5~R6C5.Cage~15~"
    "R6C1~R7C1.Cage~4~R6C3~R7C3.Cage~9~R6C6~R6C7.Cage~15~R6C8~R6C9.Cage~11~R7C2~R8C2.Cage~11~R7C4~R8C4.Ca"
    "ge~15~R7C5~R8C5.Cage~13~R7C6~R8C6.Cage~7~R7C7~R7C8.Cage~7~R7C9~R8C9.Cage~12~R8C1~R9C1~R9C2.Cage~14~R"
    "8C3~R9C3.Cage~23~R8C7~R8C8~R9C8~R9C9.Cage~3~R9C4~R9C5.Cage~11~R9C6~R9C7",
    // 3x3k:zzzc,_aaa______ba___a_aa____aa__________a_______a_____a...
    ".Cage~10~R1C1~R2C1.Cage~14~R1C2~R1C3.Cage~16~R1C4~R1C5~R2C5.Cage~11~R1C6~R1C7.Cage~13~R1C8~R2C6~R2C7"
    "~R2C8.Cage~9~R1C9~R2C9.Cage~8~R2C2~R3C1~R3C2.Cage~13~R2C3~R3C3.Cage~10~R2C4~R3C4.Cage~11~R3C5~R4C5.C"
    "age~13~R3C6~R3C7.Cage~17~R3C8~R4C8~R5C8.Cage~7~R3C9~R4C9.Cage~10~R4C1~R4C2.Cage~10~R4C3~R4C4.Cage~8~"
    "R4C6~R5C6.Cage~11~R4C7~R5C7.Cage~18~R5C1~R5C2~R6C2.Cage~12~R5C3~R5C4.Cage~8~R5C5~R6C5.Cage~14~R5C9~R"
    "6C9.Cage~9~R6C1~R7C1.Cage~14~R6C3~R7C3~R8C3.Cage~6~R6C4~R7C4.Cage~8~R6C6~R7C6.Cage~8~R6C7~R6C8.Cage~"
    "9~R7C2~R8C2.Cage~11~R7C5~R8C5.Cage~18~R7C7~R8C7~R8C8.Cage~9~R7C8~R7C9.Cage~17~R8C1~R9C1.Cage~7~R8C4~"
    "R9C4.Cage~21~R8C6~R9C5~R9C6~R9C7.Cage~17~R8C9~R9C8~R9C9.Cage~8~R9C2~R9C3",
};

Grid values_of(const std::string& solution) {
  Grid g;
  for (char ch : solution) g.push_back(static_cast<Value>(ch >= 'A' ? ch - 'A' + 1 : ch - '0'));
  return g;
}

Puzzle must_read_iss(const std::string& text) {
  Result<Puzzle> p = read_iss(text);
  INFO(text.substr(0, 80));
  REQUIRE(p.ok());
  return p.value();
}

std::string error_of(const std::string& text) {
  Result<Puzzle> p = read_iss(text);
  return p.ok() ? "(read)" : std::string(error_code_name(p.error().code)) + ": " + p.error().message;
}

SolveResult fast_count(const Puzzle& puzzle, std::uint64_t limit) {
  SearchOptions options;
  options.limit = limit;
  return run_untimed(*find_algorithm("fast"), puzzle, options);
}

// Every 4x4 grid, as the fast solver lists them.
std::vector<Grid> every_4x4_grid() {
  std::vector<Grid> grids;
  SearchOptions all;
  all.limit = 0;
  all.on_solution = [&](const Grid& g) {
    grids.push_back(g);
    return true;
  };
  run_untimed(*find_algorithm("fast"), test::must_read("................"), all);
  return grids;
}

// Candidates as masks of the values listed.
CandidateMask of(std::initializer_list<int> values) {
  CandidateMask m = 0;
  for (int v : values) m |= bit_of(v);
  return m;
}

}  // namespace

TEST_CASE("a cage keeps the digits of the sets that reach its sum") {
  Constraint pair{ConstraintKind::cage, {0, 1}, 3};
  CandidateMask masks[9] = {all_values(9), all_values(9)};
  REQUIRE(narrow(pair, masks, 9));
  CHECK(masks[0] == of({1, 2}));
  CHECK(masks[1] == of({1, 2}));
  Constraint three{ConstraintKind::cage, {0, 1, 2}, 24};
  CandidateMask m3[3] = {all_values(9), all_values(9), all_values(9)};
  REQUIRE(narrow(three, m3, 9));
  CHECK(m3[2] == of({7, 8, 9}));
  // 1 + x = 10: x is 9; a solved 9 leaves the other cell 1.
  CandidateMask solved[2] = {of({1}), all_values(9)};
  REQUIRE(narrow(Constraint{ConstraintKind::cage, {0, 1}, 10}, solved, 9));
  CHECK(solved[1] == of({9}));
  // Each cell keeps only what it takes in some filling: {1,2,6} and {1,3,5}
  // reach 9 but with the first cell 1 or 2 only, 5 and 6 cannot be its.
  CandidateMask tight[3] = {of({1, 2}), of({1, 2, 3}), all_values(9)};
  REQUIRE(narrow(Constraint{ConstraintKind::cage, {0, 1, 2}, 9}, tight, 9));
  CHECK(tight[0] == of({1, 2}));
  CHECK(tight[2] == of({4, 5, 6}));  // 1+2+6, 1+3+5, 2+3+4
  // Nothing fits: a full cage of the wrong sum, equal digits, or sums out of reach.
  CandidateMask wrong[2] = {of({3}), of({5})};
  CHECK_FALSE(narrow(Constraint{ConstraintKind::cage, {0, 1}, 9}, wrong, 9));
  CandidateMask equal[2] = {of({4}), of({4})};
  CHECK_FALSE(narrow(Constraint{ConstraintKind::cage, {0, 1}, 8}, equal, 9));
  CandidateMask equal_no_sum[2] = {of({4}), of({4})};
  CHECK_FALSE(narrow(Constraint{ConstraintKind::cage, {0, 1}, 0}, equal_no_sum, 9));
  CandidateMask right[2] = {of({3}), of({6})};
  CHECK(narrow(Constraint{ConstraintKind::cage, {0, 1}, 9}, right, 9));
}

TEST_CASE("a sum over cells of one house too many to list narrows by the sets of values they can hold") {
  // r1c1..r1c5 add up to 15: different digits, so 1..5, though 9^5 fillings are too many to list.
  const Puzzle grid = test::must_read(std::string(81, '.'));
  Constraint row{ConstraintKind::sum, {0, 1, 2, 3, 4}, 15};
  fill_exclusion_groups(*grid.shape, row);
  CHECK(row.groups == std::vector<int>{0, 0, 0, 0, 0});
  CandidateMask masks[5] = {all_values(9), all_values(9), all_values(9), all_values(9), all_values(9)};
  REQUIRE(narrow(row, masks, 9));
  for (CandidateMask m : masks) CHECK(m == of({1, 2, 3, 4, 5}));
  // With r1c1 at 9 the others cannot make 6 with four different digits.
  masks[0] = of({9});
  CHECK_FALSE(narrow(row, masks, 9));
}

TEST_CASE("a sum lets digits repeat and narrows by bounds") {
  CandidateMask masks[2] = {all_values(9), all_values(9)};
  REQUIRE(narrow(Constraint{ConstraintKind::sum, {0, 1}, 18}, masks, 9));
  CHECK(masks[0] == of({9}));
  CHECK(masks[1] == of({9}));
  CandidateMask low[3] = {of({1, 2, 3}), of({1}), all_values(9)};
  REQUIRE(narrow(Constraint{ConstraintKind::sum, {0, 1, 2}, 5}, low, 9));
  CHECK(low[2] == of({1, 2, 3}));
  CHECK(low[0] == of({1, 2, 3}));
  CandidateMask off[2] = {of({2}), of({2})};
  CHECK(narrow(Constraint{ConstraintKind::sum, {0, 1}, 4}, off, 9));
  CHECK_FALSE(narrow(Constraint{ConstraintKind::sum, {0, 1}, 5}, off, 9));
}

TEST_CASE("the innies and outies of growing areas and the sums of sums hold on every killer's solution, and differences narrow with a minus sign") {
  // Each implied difference, sum(first cells) - sum(last `negatives`) = number, checked on the solution.
  int checked = 0, mixed = 0, combined = 0;
  const auto check_on_solution = [&](const Puzzle& puzzle, const std::vector<Value>& solution) {
    for (const Constraint& c : implied_differences(puzzle)) {
      int total = 0;
      const int first_negative = static_cast<int>(c.cells.size()) - c.negatives;
      for (int i = 0; i < static_cast<int>(c.cells.size()); ++i)
        total += (i < first_negative ? 1 : -1) * solution[c.cells[i]];
      CHECK(total == c.number);
      CHECK(c.negatives <= 2);
      ++checked;
      mixed += c.negatives > 0 && c.negatives < static_cast<int>(c.cells.size());
    }
    for (const Constraint& c : combined_sums(puzzle)) {  // sums of sums (Little Killer Sudoku has one)
      int total = 0;
      for (int cell : c.cells) total += solution[cell];
      CHECK(total == c.number);
      ++combined;
    }
  };
  for (const IssPuzzle& p : kIss) {
    const Puzzle puzzle = must_read_iss(p.text);
    if (!puzzle.constraints.empty()) check_on_solution(puzzle, values_of(p.solution));
  }
  for (const char* text : kSoloKillers) {
    const Puzzle puzzle = must_read_iss(text);
    check_on_solution(puzzle, fast_count(puzzle, 1).first_solution);
  }
  CHECK(checked > 50);
  CHECK(mixed > 10);
  CHECK(combined >= 1);
  // r1c1 - r1c2 = 7 on a 9x9: r1c1 is 8 or 9, r1c2 1 or 2.
  Constraint difference{ConstraintKind::sum, {0, 1}, 7};
  difference.negatives = 1;
  CandidateMask masks[2] = {all_values(9), all_values(9)};
  CHECK(narrow(difference, masks, 9));
  CHECK(masks[0] == (bit_of(8) | bit_of(9)));
  CHECK(masks[1] == (bit_of(1) | bit_of(2)));
}

TEST_CASE("ISS puzzles with cages givens diagonals windows and other sizes solve to their listed solution") {
  for (const IssPuzzle& p : kIss) {
    INFO(p.source);
    const Puzzle puzzle = must_read_iss(p.text);
    const SolveResult r = fast_count(puzzle, 2);
    CHECK(r.status == Status::kSolved);
    CHECK(r.solutions == 1);
    CHECK(r.complete);
    CHECK(r.first_solution == values_of(p.solution));
    CHECK(is_valid_solution(puzzle, r.first_solution));
  }
}

TEST_CASE("Solo's killers have one solution which keeps every cage") {
  for (const char* text : kSoloKillers) {
    INFO(text);
    const Puzzle puzzle = must_read_iss(text);
    test::check_same_walk(puzzle, 0);
    CHECK(puzzle.constraints.size() >= 20);
    const SolveResult r = fast_count(puzzle, 0);
    CHECK(r.solutions == 1);
    CHECK(r.complete);
    CHECK(is_valid_solution(puzzle, r.first_solution));
  }
}

TEST_CASE("every other algorithm refuses a puzzle with cages by name and fast takes it") {
  const Puzzle puzzle = must_read_iss(kSoloKillers[0]);
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    const std::optional<std::string> why = refusal(a, puzzle);
    if (a.capabilities & kSolvesConstraints) {
      CHECK_FALSE(why);
      continue;
    }
    REQUIRE(why);
    CHECK(*why == std::string(a.name) + " does not solve puzzles with a killer cage yet; fast does");
  }
}

TEST_CASE("random cages on 4x4 grids count as a brute force over every grid does") {
  // Every 4x4 grid (288), then cages cut at random from one of them, some
  // with a sum off by one, some without a sum; the brute force keeps the
  // grids every cage allows.
  const Puzzle empty = test::must_read("................");
  const std::vector<Grid> grids = every_4x4_grid();
  REQUIRE(grids.size() == 288);
  test::Rng rng(20261129);
  int with_answers = 0, without = 0, several = 0;
  for (int round = 0; round < 300; ++round) {
    const Grid& truth = grids[static_cast<size_t>(rng.below(288))];
    Puzzle puzzle = empty;
    std::vector<int> cells(16);
    for (int c = 0; c < 16; ++c) cells[c] = c;
    rng.shuffle(cells);
    for (size_t at = 0; at < cells.size();) {
      const int length = 1 + rng.below(4);
      Constraint cage{ConstraintKind::cage, {}, 0};
      std::vector<char> used(5, 0);
      for (; at < cells.size() && static_cast<int>(cage.cells.size()) < length; ++at) {
        if (used[truth[cells[at]]]) break;  // a cage's digits differ in its grid
        used[truth[cells[at]]] = 1;
        cage.cells.push_back(cells[at]);
      }
      if (cage.cells.empty()) {
        ++at;
        continue;
      }
      for (int c : cage.cells) cage.number += truth[c];
      if (rng.percent(15)) cage.number = 0;
      else if (rng.percent(10)) cage.number += 1;
      if (!check_constraint(*empty.shape, cage)) puzzle.constraints.push_back(cage);
    }
    if (rng.percent(30)) puzzle.givens[cells[0]] = truth[cells[0]];
    std::uint64_t expected = 0;
    for (const Grid& g : grids)
      if (is_valid_solution(puzzle, g)) ++expected;
    const SolveResult r = fast_count(puzzle, 0);
    INFO("round " << round << ": " << format_iss(puzzle));
    CHECK(r.complete);
    CHECK(r.solutions == expected);
    (expected == 0 ? without : expected == 1 ? with_answers : several)++;
  }
  // The rounds reach each kind of answer.
  CHECK(without > 10);
  CHECK(with_answers > 10);
  CHECK(several > 10);
}

TEST_CASE("the houses' totals imply sums beside the cages") {
  // A 4x4 whose row 1 holds the cage r1c1+r1c2 = 3: r1c3+r1c4 is 10 - 3 = 7.
  Puzzle puzzle = test::must_read("................");
  puzzle.constraints.push_back(Constraint{ConstraintKind::cage, {0, 1}, 3});
  const std::vector<Constraint> implied = implied_sums(puzzle);
  bool innie = false;
  for (const Constraint& c : implied)
    if (c.cells == std::vector<int>{2, 3}) innie = c.number == 7 && c.kind == ConstraintKind::cage;
  CHECK(innie);
  const auto has_innie = [](const std::vector<Constraint>& sums) {
    return std::any_of(sums.begin(), sums.end(), [](const Constraint& c) { return c.cells == std::vector<int>{2, 3} && c.number == 7; });
  };
  // A cage without a sum takes no part, and blocks nothing.
  puzzle.constraints.push_back(Constraint{ConstraintKind::cage, {4, 5}, 0});
  CHECK(has_innie(implied_sums(puzzle)));
  // A plain sum is read as a cage is; one crossing it is left out.
  Puzzle summed = test::must_read("................");
  summed.constraints = {Constraint{ConstraintKind::sum, {0, 1}, 3}, Constraint{ConstraintKind::sum, {1, 5, 6}, 12}, Constraint{ConstraintKind::sum, {1, 4}, 6}};
  CHECK(has_innie(implied_sums(summed)));
  // A sum lying in no house (r1c1, r4c4) leaves each house only its own total: nothing.
  Puzzle lone = test::must_read("................");
  lone.constraints = {Constraint{ConstraintKind::sum, {0, 15}, 3}};
  CHECK(implied_sums(lone).empty());
}

TEST_CASE("ISS strings written back read as the same puzzle") {
  for (const char* text : kSoloKillers) {
    const Puzzle first = must_read_iss(text);
    const std::string written = format_iss(first);
    const Puzzle again = must_read_iss(written);
    CHECK(again.givens == first.givens);
    REQUIRE(again.constraints.size() == first.constraints.size());
    for (size_t i = 0; i < first.constraints.size(); ++i) {
      CHECK(again.constraints[i].cells == first.constraints[i].cells);
      CHECK(again.constraints[i].number == first.constraints[i].number);
    }
  }
  const Puzzle x = must_read_iss(kIss[1].text);
  CHECK(x.shape->variant().diagonals);
  CHECK(format_iss(x).rfind(".Diagonal~1.Diagonal~-1.Windoku.~R1C8_1", 0) == 0);
  CHECK(format_iss(must_read_iss(kIss[3].text)).rfind(".Shape~16x16.~R1C4_5", 0) == 0);
  // Jigsaw regions: with NoBoxes they are the boxes (our jigsaw), written back so; beside the boxes, cages without sums.
  const std::string regions = "1133557113355711335572143657224466722446672244667";  // the library's strips
  const Puzzle jigsaw = must_read_iss(".Shape~7x7.NoBoxes.Jigsaw~" + regions);
  CHECK(jigsaw.shape->variant_name() == "jigsaw");
  CHECK(jigsaw.constraints.empty());
  CHECK(format_iss(jigsaw) == ".Shape~7x7.NoBoxes.Jigsaw~0022446002244600224461032546113355611335561133556");
  CHECK(must_read_iss(format_iss(jigsaw)).shape->variant().regions == jigsaw.shape->variant().regions);
  std::string rows;  // regions that are the rows: a map like any other
  for (char r = '1'; r <= '9'; ++r) rows += std::string(9, r);
  const Puzzle extra = must_read_iss(".Jigsaw~" + rows);
  CHECK(extra.shape->variant_name() == "standard");
  REQUIRE(extra.constraints.size() == 9);
  CHECK(extra.constraints[8].cells == std::vector<int>{72, 73, 74, 75, 76, 77, 78, 79, 80});
  CHECK(extra.constraints[8].number == 0);
}

TEST_CASE("SudokuWiki's killer form reads its cages with their sums") {
  // ISS collections.js, "Wecoc #1" (forum.enjoysudoku.com): 29 cages, one cell in none.
  const std::string wecoc =
      "3x3::k:6150:6150:6401:6401:6401:6658:6658:6658:6658:6150:6401:6401:5123:4868:4868:4868:6661:6658:6150:5120:"
      "5120:5123:5123:5123:4868:6661:6661:6150:5120:5127:3336:2313:2313:5130:5130:6661:6155:5120:5127:3336:0000:1299:"
      "5130:5134:6661:6155:5127:5127:4367:4367:1299:5130:5134:6672:6155:6155:5393:5138:5138:5138:5134:5134:6672:6156:"
      "6155:5393:5393:5393:5138:6413:6413:6672:6156:6156:6156:6156:6413:6413:6413:6672:6672:";
  CHECK(is_iss_text(wecoc));
  const Puzzle p = must_read_iss(wecoc);
  int cells = 0, total = 0;
  for (const Constraint& c : p.constraints) {
    cells += static_cast<int>(c.cells.size());
    total += c.number;
  }
  CHECK(cells == 80);
  CHECK(total + 1 == 405);  // r5c5, in no cage, is 1 in its listed solution (...183654297 956712834 ...)
  CHECK(error_of("3x3::k:1:2:3") == "bad_constraint: a SudokuWiki killer is 3x3::k: (or 3x3:d:k: with both diagonals) then 81 numbers, each sum * 256 + cage, joined by ':'; read 3 numbers");
}

TEST_CASE("ISS strings that cannot be read say what is wrong") {
  CHECK(error_of(".Skyscraper~10~R1") ==
        "bad_constraint: the ISS part 'Skyscraper~10~R1' is a Skyscraper, which is not read yet (read: givens and "
        "pencilmarks, Shape (square), Diagonal, Windoku, Cage, Sum, LittleKiller, Sandwich, Arrow, Thermo, Whisper, "
        "Renban, Palindrome, WhiteDot, BlackDot, X, V, StrictKropki, StrictXV, GreaterThan, AntiKnight, AntiKing, "
        "AntiConsecutive, Jigsaw and NoBoxes)");
  CHECK(error_of(".WhiteDot~R1C1") == "bad_constraint: the ISS part 'WhiteDot~R1C1': a WhiteDot joins two cells");
  CHECK(error_of(".WhiteDot~R1C1~R2C2") == "bad_constraint: the white_dot r1c1 r2c2: no two of its cells are side by side");
  // A list: each cell with its side by side neighbours later in the list.
  const Puzzle fortress = must_read_iss(".GreaterThan~R2C2~R1C2~R2C1~R2C3~R3C2~R3C3");
  REQUIRE(fortress.constraints.size() == 6);
  CHECK(fortress.constraints[0].cells == std::vector<int>{10, 1});
  CHECK(fortress.constraints[3].cells == std::vector<int>{10, 19});
  CHECK(fortress.constraints[4].cells == std::vector<int>{11, 20});
  CHECK(fortress.constraints[5].cells == std::vector<int>{19, 20});
  // A cell listed again counts once (ISS reads a set): A > B only, not B > A too.
  REQUIRE(must_read_iss(".GreaterThan~R1C1~R1C2~R1C1").constraints.size() == 1);
  // A whisper's line may pass a cell twice: a rule over neighbours along it.
  CHECK(must_read_iss(".Whisper~R1C1~R1C2~R2C2~R2C1~R1C1").constraints[0].cells.size() == 5);
  // Every dot given: the side by side pairs without one (12 + 12 of a 4x4, less the dotted one).
  const Puzzle strict = must_read_iss(".Shape~4x4.WhiteDot~R1C1~R1C2.StrictKropki");
  CHECK(strict.constraints.size() == 24);
  CHECK(format_iss(strict) == ".Shape~4x4.WhiteDot~R1C1~R1C2.StrictKropki");
  CHECK(error_of("3x3:k:") == "bad_constraint: a SudokuWiki killer is 3x3::k: (or 3x3:d:k: with both diagonals) then 81 "
                               "numbers, each sum * 256 + cage, joined by ':'; read 0 numbers");
  CHECK(error_of(".Thermo~R1C1") == "bad_constraint: the thermo r1c1 needs two cells or more");
  CHECK(error_of(".LittleKiller~10~R5C5") ==
        "bad_constraint: no little killer diagonal starts at R5C5 (ISS names each by its first cell)");
  CHECK(error_of(".Whisper~12~R1C1~R1C2") ==
        "bad_constraint: the whisper r1c1 r1c2 asks neighbours to differ by 12, which no two digits from 1 to 9 do");
  CHECK(error_of(".V~R1C1~R1C2~R1C3.~R1C2_5") == "bad_constraint: the givens break the xv r1c1 r1c2 (sum 5)");
  CHECK(error_of(".Cage~10~R1C1~RaC1") == "bad_constraint: 'RaC1' is no cell of a 9x9 grid (cells are R1C1 to R9C9)");
  CHECK(error_of(".Cage~50~R1C1~R1C2") ==
        "bad_constraint: the cage r1c1 r1c2 has the sum 50, but 2 different digits from 1 to 9 add up to 3 to 17");
  CHECK(error_of(".Cage~10~R1C1~R1C1") == "bad_constraint: the cage r1c1 r1c1 names r1c1 twice");
  CHECK(error_of(".Cage~12~R1C1~R1C2.~R1C1_6~R1C2_6") ==
        "conflict: conflicting givens: 6 at r1c1 and r1c2 (row 1, box 1)");
  CHECK(error_of(".Cage~12~R1C1~R2C2.~R1C1_6~R2C2_6") == "conflict: conflicting givens: 6 at r1c1 and r2c2 (box 1)");
  CHECK(error_of(".Cage~12~R1C1~R2C4.~R1C1_6~R2C4_6") == "bad_constraint: the givens break the cage r1c1 r2c4 (sum 12)");
  CHECK(error_of(".Cage~5~R1C1~R2C4.~R1C1_6") == "bad_constraint: the givens break the cage r1c1 r2c4 (sum 5)");
  CHECK(error_of(".Cage~x~R1C1") == "bad_constraint: the ISS part 'Cage~x~R1C1': a sum is a whole number, got 'x'");
  CHECK(error_of(".Shape~5x10") == "bad_constraint: the ISS part 'Shape~5x10': only square grids are read (Shape~6x6), not '5x10'");
  CHECK(error_of(".Shape~9x9~0-8") == "bad_constraint: the ISS part 'Shape~9x9~0-8': only the values 1 to 9 are read, not '0-8'");
  CHECK(error_of(".Shape~7x7") ==
        "bad_variant: a 7x7 grid with boxes is not one this solver has (sizes 4 to 25 that are not prime; other sizes from "
        "4 to 25 as jigsaws: NoBoxes and Jigsaw)");
  CHECK(error_of(".~R1C1_10") == "bad_constraint: the given R1C1_10 is no value from 1 to 9");
  CHECK(error_of(".NoBoxes") == "bad_variant: NoBoxes without Jigsaw regions (a Latin square) is not read yet");
  CHECK(error_of("~R1C1_1") == "bad_constraint: an ISS puzzle string starts with '.' (\".~R1C1_5.Cage~15~R1C2~R1C3\")");
  // Told apart from grid text.
  CHECK(is_iss_text(" .Cage~3~R1C1~R1C2 "));
  CHECK(is_iss_text(".Windoku"));
  CHECK_FALSE(is_iss_text(".58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34"));
  CHECK_FALSE(is_iss_text(".A.B............................................................................................................................................................................................................................................................"));
}

TEST_CASE("cages cut from random 6x6 12x12 and 16x16 grids solve to grids that keep them") {
  // The plane engine (6x6) and the mask engine (12x12, 16x16) narrow alike.
  test::Rng rng(7);
  for (int size : {6, 12, 16}) {
    INFO(size << "x" << size);
    Puzzle puzzle = test::must_read(std::string(static_cast<size_t>(size * size), '.'));
    const Grid truth = test::random_full_grid(puzzle.shape, rng);
    REQUIRE(!truth.empty());
    std::vector<char> caged(truth.size(), 0);
    for (int c = 0; c < static_cast<int>(truth.size()); ++c) {  // cages of two or three cells along rows
      if (caged[c]) continue;
      Constraint cage{ConstraintKind::cage, {c}, truth[c]};
      caged[c] = 1;
      for (int next = c + 1; next % size != 0 && cage.cells.size() < static_cast<size_t>(2 + rng.below(2)); ++next) {
        cage.cells.push_back(next);
        cage.number += truth[next];
        caged[next] = 1;
      }
      puzzle.constraints.push_back(cage);
      if (rng.percent(25)) puzzle.givens[c] = truth[c];
    }
    const SolveResult r = fast_count(puzzle, 1);
    REQUIRE(r.status == Status::kSolved);
    CHECK(is_valid_solution(puzzle, r.first_solution));
    // A grid whose cage sums are off is no solution, though its houses hold.
    Puzzle moved = puzzle;
    moved.constraints.front().number += 1;
    moved.givens.assign(moved.givens.size(), 0);
    CHECK_FALSE(is_valid_solution(moved, r.first_solution));
  }
}

namespace {

// Each rule as its kind's row states it, written here apart from the
// narrowing code: whether the values of a full N x N grid keep it.
bool holds(const Constraint& c, const Grid& g, int n) {
  std::vector<int> v;
  for (int cell : c.cells) v.push_back(g[cell]);
  const int k = static_cast<int>(v.size());
  int total = 0;
  for (int x : v) total += x;
  auto distinct = [&] {
    std::vector<int> s = v;
    std::sort(s.begin(), s.end());
    return std::adjacent_find(s.begin(), s.end()) == s.end();
  };
  auto steps_differ = [&](const std::vector<std::pair<int, int>>& steps, bool consecutive) {
    for (int r = 0; r < n; ++r)
      for (int col = 0; col < n; ++col)
        for (auto [dr, dc] : steps) {
          const int r2 = r + dr, c2 = col + dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          const int a = g[r * n + col], b = g[r2 * n + c2];
          if (consecutive ? (a - b == 1 || b - a == 1) : a == b) return false;
        }
    return true;
  };
  switch (c.kind) {
    case ConstraintKind::cage: return distinct() && (c.number == 0 || total == c.number);
    case ConstraintKind::sum:
    case ConstraintKind::little_killer: return total == c.number;
    case ConstraintKind::arrow: return 2 * v[0] == total;
    case ConstraintKind::sandwich: {
      const auto low = std::find(v.begin(), v.end(), 1), high = std::find(v.begin(), v.end(), n);
      int between = 0;
      for (auto it = std::min(low, high) + 1; it < std::max(low, high); ++it) between += *it;
      return between == c.number;
    }
    case ConstraintKind::thermo: return std::is_sorted(v.begin(), v.end()) && distinct();
    case ConstraintKind::whisper:
      for (int i = 0; i + 1 < k; ++i)
        if (std::abs(v[i] - v[i + 1]) < c.number) return false;
      return true;
    case ConstraintKind::renban: return distinct() && *std::max_element(v.begin(), v.end()) - *std::min_element(v.begin(), v.end()) == k - 1;
    case ConstraintKind::palindrome: return std::equal(v.begin(), v.end(), v.rbegin());
    case ConstraintKind::white_dot: return std::abs(v[0] - v[1]) == 1;
    case ConstraintKind::black_dot: return v[0] == 2 * v[1] || v[1] == 2 * v[0];
    case ConstraintKind::xv: return v[0] + v[1] == c.number;
    case ConstraintKind::greater_than: return v[0] > v[1];
    case ConstraintKind::no_kropki: return std::abs(v[0] - v[1]) != 1 && v[0] != 2 * v[1] && v[1] != 2 * v[0];
    case ConstraintKind::no_xv: return v[0] + v[1] != 5 && v[0] + v[1] != 10;
    case ConstraintKind::values: return (c.number >> (v[0] - 1)) & 1;
    case ConstraintKind::anti_knight: return steps_differ({{1, 2}, {1, -2}, {2, 1}, {2, -1}}, false);
    case ConstraintKind::anti_king: return steps_differ({{0, 1}, {1, -1}, {1, 0}, {1, 1}}, false);
    case ConstraintKind::non_consecutive: return steps_differ({{0, 1}, {1, 0}}, true);
  }
  return false;
}

// A random constraint of `kind` on a 4x4 grid, its number read off `truth`
// (sometimes off by one, or none for a cage).
Constraint random_constraint(ConstraintKind kind, const Grid& truth, test::Rng& rng) {
  std::vector<int> cells(16);
  for (int c = 0; c < 16; ++c) cells[c] = c;
  rng.shuffle(cells);
  const ConstraintInfo& info = info_of(kind);
  int count = 2 + rng.below(3);
  if (kind == ConstraintKind::values) count = 1;
  if (info.id == "white_dot" || info.id == "black_dot" || info.id == "xv" || info.id == "greater_than" ||
      info.id == "no_kropki" || info.id == "no_xv")
    count = 2;
  Constraint c{kind, std::vector<int>(cells.begin(), cells.begin() + count), 0};
  if (kind == ConstraintKind::anti_knight || kind == ConstraintKind::anti_king || kind == ConstraintKind::non_consecutive) {
    std::sort(cells.begin(), cells.end());
    c.cells = cells;
  }
  for (int cell : c.cells) c.number += truth[cell];
  if (kind == ConstraintKind::sandwich) {  // a row or a column of the grid, and what its 1 and 4 hold between them
    const int line = rng.below(4);
    const bool row = rng.percent(50);
    c.cells.clear();
    for (int k = 0; k < 4; ++k) c.cells.push_back(row ? line * 4 + k : k * 4 + line);
    c.number = 0;
    int lo = -1, hi = -1;
    for (int k = 0; k < 4; ++k)
      if (truth[c.cells[k]] == 1 || truth[c.cells[k]] == 4) (lo < 0 ? lo : hi) = k;
    for (int k = lo + 1; k < hi; ++k) c.number += truth[c.cells[k]];
    if (rng.percent(15)) c.number = rng.below(6);
  }
  if (kind == ConstraintKind::whisper) c.number = 1 + rng.below(3);
  if (kind == ConstraintKind::values) c.number = 1 + rng.below(15);
  if ((kind == ConstraintKind::cage || kind == ConstraintKind::sum || kind == ConstraintKind::xv) && rng.percent(15)) c.number += 1;
  if (kind == ConstraintKind::cage && rng.percent(15)) c.number = 0;
  return c;
}

}  // namespace

TEST_CASE("random constraints of every kind on 4x4 grids count as a brute force over every grid does") {
  // Each round: one to four constraints of random kinds, mostly kept by a
  // random grid; the fast solver's count against the grids that keep every
  // one (holds(), above, not the narrowing code).
  const Puzzle empty = test::must_read("................");
  const std::vector<Grid> grids = every_4x4_grid();
  REQUIRE(grids.size() == 288);
  test::Rng rng(29112026);
  std::vector<int> per_kind(constraint_kinds().size(), 0);
  int several = 0, none = 0;
  for (int round = 0; round < 1500; ++round) {
    const Grid& truth = grids[static_cast<size_t>(rng.below(288))];
    Puzzle puzzle = empty;
    for (int k = 1 + rng.below(4); k > 0; --k) {
      const ConstraintKind kind = constraint_kinds()[static_cast<size_t>(rng.below(static_cast<int>(constraint_kinds().size())))].kind;
      Constraint c = random_constraint(kind, truth, rng);
      for (int tries = 0; tries < 20 && !holds(c, truth, 4) && rng.percent(80); ++tries) c = random_constraint(kind, truth, rng);
      if (check_constraint(*empty.shape, c)) continue;
      puzzle.constraints.push_back(c);
      ++per_kind[static_cast<size_t>(kind)];
    }
    std::uint64_t expected = 0;
    for (const Grid& g : grids) {
      bool keeps = true;
      for (const Constraint& c : puzzle.constraints) keeps = keeps && holds(c, g, 4);
      expected += keeps;
      CHECK(is_valid_solution(puzzle, g) == keeps);
    }
    const SolveResult r = fast_count(puzzle, 0);
    INFO("round " << round << ": " << format_iss(puzzle));
    REQUIRE(r.complete);
    REQUIRE(r.solutions == expected);
    if (round % 5 == 0) test::check_same_walk(puzzle, 0);  // the plane and mask engines narrow alike
    several += expected > 1;
    none += expected == 0;
  }
  for (const ConstraintInfo& kind : constraint_kinds()) {
    INFO(kind.id);
    CHECK(per_kind[static_cast<size_t>(kind.kind)] > 30);
  }
  CHECK(several > 100);
  CHECK(none > 100);
}

// Walks hints from `puzzle` (applying each) until solved, stuck or `steps`
// are taken; checks each step against `solutions` (every grid that keeps the
// puzzle): a placement is in all of them, an elimination in none. Returns the
// techniques used, and whether it ended solved.
std::pair<std::vector<Technique>, bool> walk_hints(const Puzzle& puzzle, const std::vector<Grid>& solutions, int steps) {
  Puzzle state = puzzle;
  Eliminations eliminations;
  std::vector<Technique> used;
  for (int step = 0; step < steps; ++step) {
    const Hint h = find_hint(state, eliminations);
    INFO("step " << step << ": " << h.message);
    REQUIRE(h.kind != HintKind::kNoSolution);
    if (h.kind != HintKind::kDeduction) return {used, h.kind == HintKind::kSolved};
    used.push_back(h.deduction.technique);
    for (const auto& [cell, value] : h.deduction.placements)
      for (const Grid& g : solutions) REQUIRE(g[cell] == value);
    for (const auto& [cell, value] : h.deduction.eliminations)
      for (const Grid& g : solutions) REQUIRE(g[cell] != value);
    for (const auto& [cell, value] : h.deduction.placements) state.givens[cell] = static_cast<Value>(value);
    eliminations.insert(eliminations.end(), h.deduction.eliminations.begin(), h.deduction.eliminations.end());
  }
  return {used, false};
}

TEST_CASE("hints on random constraints of every kind on 4x4 grids never strike a value a solution keeps") {
  const Puzzle empty = test::must_read("................");
  const std::vector<Grid> grids = every_4x4_grid();
  test::Rng rng(30112026);
  std::vector<int> per_technique(kTechniqueCount, 0);
  int solved = 0;
  for (int round = 0; round < 600; ++round) {
    const Grid& truth = grids[static_cast<size_t>(rng.below(288))];
    Puzzle puzzle = empty;
    for (int k = 1 + rng.below(5); k > 0; --k) {
      const ConstraintKind kind = constraint_kinds()[static_cast<size_t>(rng.below(static_cast<int>(constraint_kinds().size())))].kind;
      Constraint c = random_constraint(kind, truth, rng);
      for (int tries = 0; tries < 20 && !holds(c, truth, 4); ++tries) c = random_constraint(kind, truth, rng);
      if (check_constraint(*empty.shape, c) || !holds(c, truth, 4)) continue;
      puzzle.constraints.push_back(c);
    }
    for (int c = 0; c < 16; ++c)  // a few givens of the grid every rule holds on
      if (rng.percent(15)) puzzle.givens[c] = truth[c];
    std::vector<Grid> solutions;
    for (const Grid& g : grids)
      if (is_valid_solution(puzzle, g)) solutions.push_back(g);
    REQUIRE(!solutions.empty());  // (truth keeps them all)
    INFO("round " << round << ": " << format_iss(puzzle));
    const auto [used, done] = walk_hints(puzzle, solutions, 40);
    for (Technique t : used) ++per_technique[static_cast<size_t>(t)];
    solved += done;
  }
  CHECK(per_technique[static_cast<size_t>(Technique::kConstraintRule)] > 100);
  CHECK(per_technique[static_cast<size_t>(Technique::kCageCombination)] > 50);
  CHECK(solved > 100);
}

TEST_CASE("hints explain a killer by cage combinations and innies and outies, and a thermometer by its rule") {
  for (const char* text : kSoloKillers) {
    const Puzzle puzzle = must_read_iss(text);
    const SolveResult r = fast_count(puzzle, 2);
    REQUIRE(r.solutions == 1);
    INFO(text);
    const auto [used, done] = walk_hints(puzzle, {r.first_solution}, 400);
    CHECK(std::count(used.begin(), used.end(), Technique::kCageCombination) > 0);
    if (text == kSoloKillers[0]) {
      CHECK(done);  // the easiest, 3x3kdt, needs no guess
      CHECK(std::count(used.begin(), used.end(), Technique::kInniesOuties) > 0);
    }
  }
  // The words of each: the first steps of Solo's easiest killer.
  const Puzzle killer = must_read_iss(kSoloKillers[0]);
  CHECK(find_hint(killer).message ==
        "Cage combinations: r1c1, r2c1 add up to 15, and every way to make it with their candidates uses only 6, 7, "
        "8, 9, so r1c1, r2c1 lose 1, 2, 3, 4, 5.");
  // Every ISS example walked with its listed solution: no step strikes it.
  int walked = 0;
  for (const IssPuzzle& p : kIss) {
    INFO(p.source);
    const Puzzle puzzle = must_read_iss(p.text);
    if (puzzle.shape->size() > 9) continue;  // (the 16x16's walk is long; its rules are the 9x9s')
    const auto [used, done] = walk_hints(puzzle, {values_of(p.solution)}, 300);
    CHECK(!used.empty());
    ++walked;
    if (std::string(p.source) != "ISS: Thermo") continue;
    const Hint first = find_hint(puzzle);
    REQUIRE(first.kind == HintKind::kDeduction);
    CHECK(first.deduction.technique == Technique::kConstraintRule);
    CHECK(first.message.rfind("Variant rule (Thermometer) over ", 0) == 0);
  }
  CHECK(walked >= 10);
}

TEST_CASE("constraints as JSON read back as written and name what is wrong") {
  const Puzzle puzzle = must_read_iss(kSoloKillers[0]);
  const std::string json = constraints_json(puzzle.constraints);
  const Result<std::vector<Constraint>> again = read_constraints(json, 81);
  REQUIRE(again.ok());
  REQUIRE(again->size() == puzzle.constraints.size());
  for (size_t i = 0; i < again->size(); ++i) {
    CHECK(again.value()[i].kind == puzzle.constraints[i].kind);
    CHECK(again.value()[i].cells == puzzle.constraints[i].cells);
    CHECK(again.value()[i].number == puzzle.constraints[i].number);
  }
  auto error = [](const std::string& text) {
    const Result<std::vector<Constraint>> r = read_constraints(text, 81);
    return r.ok() ? std::string("(read)") : std::string(error_code_name(r.error().code)) + ": " + r.error().message;
  };
  CHECK(error("{}") == "bad_constraint: the constraints must be a list of objects like {\"kind\": \"cage\", \"cells\": [0, 1], \"number\": 3}");
  CHECK(error("[{\"kind\":\"cage\"}]") == "bad_constraint: constraints[0] needs \"cells\"");
  CHECK(error("[{\"kind\":1,\"cells\":[]}]").rfind("bad_constraint: constraints[0].kind is not a string, not one of cage, sum,", 0) == 0);
  CHECK(error("[{\"kind\":\"cage\",\"cells\":[0,1.5]}]") == "bad_constraint: constraints[0].cells[1] must be a cell number from 0 to 80, got 1.5");
  CHECK(error("[{\"kind\":\"cage\",\"cells\":[0],\"sum\":3}]") == "bad_constraint: constraints[0] has a field 'sum'; a constraint has kind, cells and number");
  CHECK(error("[{\"kind\":\"cage\",\"cells\":[0],\"number\":\"3\"}]") == "bad_constraint: constraints[0].number must be a whole number, got no number");
  CHECK(error("[") .rfind("bad_constraint: not valid JSON", 0) == 0);
  CHECK(error("[[[[[[]]]]]]").find("deeper than") != std::string::npos);
  CHECK(error("[{\"kind\":\"cage\",\"cells\":[0],\"cells\":[1]}]") == "bad_constraint: constraints[0] has \"cells\" twice");
  // A sandwich is a whole row or column, in order: its narrowing takes its digits as a house's.
  Puzzle plain = test::must_read(std::string(81, '.'));
  plain.constraints = {Constraint{ConstraintKind::sandwich, {0, 10, 20, 30, 40, 50, 60, 70, 80}, 5}};
  REQUIRE(check_constraints(plain));
  CHECK_THAT(check_constraints(plain)->message, match::EndsWith("must be a whole row or column of 9 cells, in order"));
  plain.constraints = {Constraint{ConstraintKind::sandwich, {8, 16, 24, 32, 40, 48, 56, 64, 72}, 5}};
  CHECK(check_constraints(plain));
  plain.constraints = {Constraint{ConstraintKind::sandwich, {6, 7, 8, 9, 10, 11, 12, 13, 14}, 5}};  // across two rows
  CHECK(check_constraints(plain));
  plain.constraints = {Constraint{ConstraintKind::sandwich, {80, 71, 62, 53, 44, 35, 26, 17, 8}, 5}};  // column 9, upwards
  CHECK_FALSE(check_constraints(plain));
  // A little killer on cells that are no ISS diagonal is written as the same sum.
  plain.constraints = {Constraint{ConstraintKind::little_killer, {0, 1, 2}, 10}};
  CHECK(format_iss(plain) == ".Sum~10~R1C1~R1C2~R1C3");
}

TEST_CASE("a sandwich keeps outside its 1 and N only the digits its fillings leave out") {
  // Row 1 with its 1 at the left end and its 9 four places on: three digits
  // between add up to 21, so they are 6, 7 and 8, and the cells past the 9
  // cannot hold those, though bounds alone would keep them there.
  const Constraint c{ConstraintKind::sandwich, {0, 1, 2, 3, 4, 5, 6, 7, 8}, 21};
  std::vector<CandidateMask> masks(9, all_values(9));
  masks[0] = bit_of(1);
  masks[4] = bit_of(9);
  REQUIRE(narrow(c, masks.data(), 9));
  const CandidateMask filling = bit_of(6) | bit_of(7) | bit_of(8);
  for (int k = 1; k <= 3; ++k) CHECK(masks[k] == filling);
  for (int k = 5; k <= 8; ++k) CHECK(masks[k] == (all_values(9) & ~bit_of(1) & ~bit_of(9) & ~filling));
  // A filling needs its digits among the cells between: without an 8 there, none fits.
  std::vector<CandidateMask> no_eight(9, all_values(9) & ~bit_of(8));
  no_eight[0] = bit_of(1);
  no_eight[4] = bit_of(9);
  no_eight[6] = bit_of(8);
  CHECK_FALSE(narrow(c, no_eight.data(), 9));
  // Sum 4 is one 4 between the two, so the ends of the row, never between, cannot hold it.
  const Constraint four{ConstraintKind::sandwich, {0, 1, 2, 3, 4, 5, 6, 7, 8}, 4};
  std::vector<CandidateMask> row(9, all_values(9));
  REQUIRE(narrow(four, row.data(), 9));
  CHECK(row[0] == (all_values(9) & ~bit_of(4)));
  CHECK(row[8] == (all_values(9) & ~bit_of(4)));
  CHECK(row[4] == all_values(9));
  // A 1 and a 9 side by side make the sum 0.
  const Constraint zero{ConstraintKind::sandwich, {0, 1, 2, 3, 4, 5, 6, 7, 8}, 0};
  std::vector<CandidateMask> open(9, all_values(9));
  open[3] = bit_of(1);
  REQUIRE(narrow(zero, open.data(), 9));
  CHECK(open[2] == (all_values(9) & ~bit_of(1)));
  CHECK(open[4] == (all_values(9) & ~bit_of(1)));
  CHECK((open[0] & bit_of(9)) == 0);
}

TEST_CASE("a renban line requires the values of every run its cells can take") {
  const Constraint line{ConstraintKind::renban, {0, 1, 2}, 0};
  const CandidateMask middle = bit_of(3) | bit_of(4) | bit_of(5) | bit_of(6) | bit_of(7);
  std::vector<CandidateMask> masks(3, middle);
  CHECK(required_values(line, masks.data(), 9) == bit_of(5));  // 345, 456 and 567 all hold a 5
  masks.assign(3, bit_of(1) | bit_of(2) | bit_of(3) | bit_of(4));
  CHECK(required_values(line, masks.data(), 9) == (bit_of(2) | bit_of(3)));
  masks = {bit_of(1) | bit_of(2), bit_of(2) | bit_of(3), bit_of(9)};  // no run fits
  CHECK(required_values(line, masks.data(), 9) == 0);
  // Eight cells of nine values: 1-8 or 2-9, so 2 to 8.
  const std::vector<CandidateMask> open(8, all_values(9));
  CHECK(required_values(Constraint{ConstraintKind::renban, {0, 1, 2, 3, 4, 5, 6, 7}, 0}, open.data(), 9) ==
        (all_values(8) & ~bit_of(1)));
}

TEST_CASE("non-consecutive narrowed from a settled grid leaves what narrowing the whole grid leaves") {
  // Random 9x9 and 16x16 candidates, narrowed whole (settled), then a few
  // candidates struck: narrow_since from the settled grid and narrow over the
  // whole grid must agree, on what is left and on a contradiction.
  test::Rng rng(30112026);
  int contradictions = 0, struck_elsewhere = 0;
  for (int round = 0; round < 400; ++round) {
    const int size = round % 4 == 3 ? 16 : 9;
    std::vector<int> cells(static_cast<size_t>(size * size));
    for (int i = 0; i < size * size; ++i) cells[static_cast<size_t>(i)] = i;
    const Constraint rule{ConstraintKind::non_consecutive, cells, 0};
    std::vector<CandidateMask> settled(cells.size());
    for (CandidateMask& m : settled) {
      m = static_cast<CandidateMask>(rng.next()) & all_values(size);
      if (rng.percent(5)) m = bit_of(1 + rng.below(size));
      if (!m) m = all_values(size);
    }
    if (!narrow(rule, settled.data(), size)) continue;
    std::vector<CandidateMask> since = settled;
    for (int k = 1 + rng.below(4); k > 0; --k) {
      CandidateMask& m = since[static_cast<size_t>(rng.below(size * size))];
      m &= rng.percent(50) ? bit_of(1 + rng.below(size)) | bit_of(1 + rng.below(size)) : ~bit_of(1 + rng.below(size));
    }
    const std::vector<CandidateMask> input = since;
    std::vector<CandidateMask> whole = since;
    const bool ok_since = narrow_since(rule, since.data(), settled.data(), size);
    const bool ok_whole = narrow(rule, whole.data(), size);
    REQUIRE(ok_since == ok_whole);
    if (!ok_whole) {
      ++contradictions;
      continue;
    }
    CHECK(since == whole);
    struck_elsewhere += whole != input;  // the narrowing reached past the cells struck
  }
  CHECK(contradictions > 10);
  CHECK(struck_elsewhere > 50);
}

TEST_CASE("a reading of cells alone refuses an ISS string instead of dropping its rules") {
  const TextReadings r = read_any_layout(".Cage~3~R1C1~R1C2.~R1C3_4");
  CHECK(r.readings.empty());
  REQUIRE(r.error);
  CHECK(r.error->code == ErrorCode::kBadConstraint);
  CHECK_THAT(r.error->message, match::Contains("which a page cannot show yet"));
}
