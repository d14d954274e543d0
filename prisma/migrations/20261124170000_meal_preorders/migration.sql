-- CreateEnum
CREATE TYPE "Allergen" AS ENUM ('GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'PEANUTS', 'SOYBEANS', 'MILK', 'NUTS', 'CELERY', 'MUSTARD', 'SESAME', 'SULPHITES', 'LUPIN', 'MOLLUSCS');

-- AlterTable
ALTER TABLE "menu_items" ADD COLUMN     "allergens" "Allergen"[] DEFAULT ARRAY[]::"Allergen"[],
ADD COLUMN     "vegan" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "vegetarian" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "reservations" ADD COLUMN     "meal_preorder" JSONB;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "crew_meals_free" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "meal_preorder_deadline_hours" INTEGER NOT NULL DEFAULT 48;
