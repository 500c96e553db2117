import type { ExerciseCategory } from '@vedann/contracts';

interface LibraryExercise {
  name: string;
  set: boolean;
  rep: boolean;
  focusArea: string;
  equipment: string;
}

const e = (name: string, focusArea: string, equipment: string): LibraryExercise => ({
  name,
  set: true,
  rep: true,
  focusArea,
  equipment,
});

/**
 * Every new gym's exercise libraries: real exercises of each of the eleven categories, with the
 * muscles they work and what they need. Written for Vedann; a gym edits or deletes them freely.
 */
export const EXERCISE_LIBRARY: Record<ExerciseCategory, readonly LibraryExercise[]> = {
  back: [
    e('Deadlift', 'Lower back, hamstrings', 'Barbell'),
    e('Pull-Up', 'Lats, upper back', 'Pull-up bar'),
    e('Bent-Over Barbell Row', 'Middle back, lats', 'Barbell'),
    e('Lat Pulldown', 'Lats', 'Cable machine'),
    e('Seated Cable Row', 'Middle back, rhomboids', 'Cable machine'),
    e('Single-Arm Dumbbell Row', 'Lats, middle back', 'Dumbbell, bench'),
    e('T-Bar Row', 'Middle back', 'T-bar row machine'),
    e('Back Extension', 'Lower back', 'Hyperextension bench'),
  ],
  chest: [
    e('Barbell Bench Press', 'Middle chest, triceps', 'Barbell, flat bench'),
    e('Incline Dumbbell Press', 'Upper chest', 'Dumbbells, incline bench'),
    e('Decline Bench Press', 'Lower chest', 'Barbell, decline bench'),
    e('Push-Up', 'Chest, triceps', 'None'),
    e('Dumbbell Fly', 'Chest stretch', 'Dumbbells, flat bench'),
    e('Cable Crossover', 'Inner chest', 'Cable machine'),
    e('Chest Dip', 'Lower chest, triceps', 'Dip bars'),
    e('Pec Deck', 'Chest', 'Pec deck machine'),
  ],
  arm: [
    e('Barbell Curl', 'Biceps', 'Barbell'),
    e('Hammer Curl', 'Brachialis, forearms', 'Dumbbells'),
    e('Preacher Curl', 'Biceps (short head)', 'EZ bar, preacher bench'),
    e('Concentration Curl', 'Biceps peak', 'Dumbbell'),
    e('Triceps Rope Pushdown', 'Triceps (lateral head)', 'Cable machine, rope'),
    e('Skull Crusher', 'Triceps (long head)', 'EZ bar, flat bench'),
    e('Overhead Dumbbell Extension', 'Triceps (long head)', 'Dumbbell'),
    e('Close-Grip Bench Press', 'Triceps, chest', 'Barbell, flat bench'),
    e('Reverse Curl', 'Forearms', 'EZ bar'),
  ],
  shoulder: [
    e('Overhead Barbell Press', 'Front delts', 'Barbell'),
    e('Seated Dumbbell Press', 'Front and side delts', 'Dumbbells, bench'),
    e('Lateral Raise', 'Side delts', 'Dumbbells'),
    e('Front Raise', 'Front delts', 'Dumbbells'),
    e('Reverse Pec Deck', 'Rear delts', 'Pec deck machine'),
    e('Face Pull', 'Rear delts, upper back', 'Cable machine, rope'),
    e('Arnold Press', 'All three delts', 'Dumbbells'),
    e('Barbell Shrug', 'Trapezius', 'Barbell'),
  ],
  lowerbody: [
    e('Back Squat', 'Quadriceps, glutes', 'Barbell, squat rack'),
    e('Leg Press', 'Quadriceps', 'Leg press machine'),
    e('Walking Lunge', 'Quadriceps, glutes', 'Dumbbells'),
    e('Romanian Deadlift', 'Hamstrings', 'Barbell'),
    e('Leg Extension', 'Quadriceps', 'Leg extension machine'),
    e('Lying Leg Curl', 'Hamstrings', 'Leg curl machine'),
    e('Standing Calf Raise', 'Calves', 'Calf raise machine'),
    e('Bulgarian Split Squat', 'Quadriceps, glutes', 'Dumbbells, bench'),
  ],
  stronglift: [
    e('Squat 5x5', 'Legs, core', 'Barbell, squat rack'),
    e('Bench Press 5x5', 'Chest, triceps', 'Barbell, flat bench'),
    e('Barbell Row 5x5', 'Back', 'Barbell'),
    e('Overhead Press 5x5', 'Shoulders', 'Barbell'),
    e('Deadlift 1x5', 'Posterior chain', 'Barbell'),
    e('Power Clean', 'Full body power', 'Barbell, bumper plates'),
  ],
  fullbody: [
    e('Burpee', 'Full body, conditioning', 'None'),
    e('Kettlebell Swing', 'Hips, glutes, back', 'Kettlebell'),
    e('Dumbbell Thruster', 'Legs, shoulders', 'Dumbbells'),
    e('Clean and Press', 'Legs, back, shoulders', 'Barbell'),
    e("Farmer's Walk", 'Grip, traps, core', 'Dumbbells'),
    e('Turkish Get-Up', 'Shoulders, core', 'Kettlebell'),
    e('Battle Rope Waves', 'Shoulders, conditioning', 'Battle ropes'),
    e('Medicine Ball Slam', 'Core, shoulders', 'Medicine ball'),
  ],
  upperbody: [
    e('Incline Barbell Press', 'Upper chest, front delts', 'Barbell, incline bench'),
    e('Chin-Up', 'Lats, biceps', 'Pull-up bar'),
    e('Parallel Bar Dip', 'Chest, triceps', 'Dip bars'),
    e('Pendlay Row', 'Upper back', 'Barbell'),
    e('Dumbbell Pullover', 'Lats, chest', 'Dumbbell, flat bench'),
    e('Landmine Press', 'Shoulders, upper chest', 'Barbell, landmine'),
    e('Inverted Row', 'Upper back, biceps', 'Smith machine bar'),
  ],
  abs: [
    e('Plank', 'Core', 'Exercise mat'),
    e('Crunch', 'Upper abs', 'Exercise mat'),
    e('Hanging Leg Raise', 'Lower abs', 'Pull-up bar'),
    e('Russian Twist', 'Obliques', 'Medicine ball'),
    e('Cable Crunch', 'Abs', 'Cable machine, rope'),
    e('Ab Wheel Rollout', 'Core', 'Ab wheel'),
    e('Bicycle Crunch', 'Obliques, abs', 'Exercise mat'),
    e('Mountain Climber', 'Core, conditioning', 'None'),
  ],
  vtaper: [
    e('Wide-Grip Pull-Up', 'Lats (width)', 'Pull-up bar'),
    e('Wide-Grip Lat Pulldown', 'Lats (width)', 'Cable machine'),
    e('Straight-Arm Pulldown', 'Lats', 'Cable machine'),
    e('Cable Lateral Raise', 'Side delts', 'Cable machine'),
    e('Dumbbell Lateral Raise', 'Side delts', 'Dumbbells'),
    e('Meadows Row', 'Lats, upper back', 'Barbell, landmine'),
    e('Vacuum Hold', 'Transverse abdominis (waist)', 'None'),
  ],
  butt: [
    e('Barbell Hip Thrust', 'Gluteus maximus', 'Barbell, bench'),
    e('Glute Bridge', 'Glutes', 'Exercise mat'),
    e('Cable Kickback', 'Gluteus maximus', 'Cable machine, ankle strap'),
    e('Sumo Deadlift', 'Glutes, inner thighs', 'Barbell'),
    e('Step-Up', 'Glutes, quadriceps', 'Dumbbells, box'),
    e('Hip Abduction', 'Gluteus medius', 'Hip abduction machine'),
    e('Frog Pump', 'Glutes', 'Exercise mat'),
    e('Curtsy Lunge', 'Glutes, outer thighs', 'Dumbbells'),
  ],
};
