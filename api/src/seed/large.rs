//! A large catalogue for load tests (`api seed --plans N`): the demo catalogue grown to N plans
//! that vary as a real one does. Each new plan takes a demo plan of the same kind as its model —
//! its contractor, its areas and its pictures — and gets a footprint of its own (80 % to 125 % of
//! the model's, in half feet), its own bedroom and bathroom counts, and the drawing, areas,
//! description and price those make. Identical on every run.

use anyhow::Context;

use super::catalogue::{Kind, PlanSpec, PLANS};
use super::rng::{SeedRng, SEED_EPOCH_MILLIS};
use super::{description, drawing, plan_cost, specifications};
use crate::domain::plans::{Page, Plan, PlanFilters};
use crate::store::Store;

/// Minutes between the creation times of generated plans, so newest-first interleaves them.
const STEP_MILLIS: i64 = 60_000;

/// Adds plans until the catalogue has `target`; answers how many were added. The demo
/// catalogue must be there already (it is what the new plans are modelled on).
pub async fn grow_catalogue(store: &Store, target: usize) -> anyhow::Result<usize> {
    let (models, total) = store.plans().list_plans(&PlanFilters::default(), Page { number: 1, size: 1000 }).await?;
    let total = usize::try_from(total).unwrap_or(0);
    let models: Vec<(&PlanSpec, Plan)> = models
        .into_iter()
        .filter_map(|plan| PLANS.iter().find(|spec| spec.title == plan.title).map(|spec| (spec, plan)))
        .collect();
    anyhow::ensure!(!models.is_empty(), "the demo catalogue is not there: run `api seed` on an empty database first");
    let mut rng = SeedRng::new(0x10AD_0000 + total as u64);
    let added = target.saturating_sub(total);
    for n in 0..added {
        let (model_spec, model) = &models[n % models.len()];
        let variant = vary(model_spec, &mut rng);
        let created_at = SEED_EPOCH_MILLIS + 400 * 86_400_000 + (total + n) as i64 * STEP_MILLIS;
        let (meta, plan_svg) = drawing(&variant);
        let outer_area = variant.width * variant.length;
        let plan = Plan {
            id: rng.uuid_v7(created_at),
            title: format!("{} · {}", model.title, n / models.len() + 2),
            description: description(&variant, outer_area),
            meta,
            plan_svg,
            specifications: specifications(&variant),
            plan_cost: plan_cost(&variant, outer_area),
            fix_price: variant.fix_price,
            created_at,
            updated_at: created_at,
            ..model.clone()
        };
        store.plans().insert_plan(&plan).await.with_context(|| format!("adding plan {}", plan.title))?;
        if (n + 1) % 1000 == 0 {
            tracing::info!(added = n + 1, of = added, "growing the catalogue");
        }
    }
    Ok(added)
}

/// A plan like `model`: another footprint and room counts of the same kind.
fn vary(model: &PlanSpec, rng: &mut SeedRng) -> PlanSpec {
    let scale = |rng: &mut SeedRng, feet: f64| {
        let factor = 0.8 + rng.below(46) as f64 / 100.0;
        ((feet * factor) * 2.0).round() / 2.0
    };
    let (width, length) = (scale(rng, model.width), scale(rng, model.length));
    let (bedrooms, bathrooms) = match model.kind {
        Kind::Shed => (model.bedrooms, model.bathrooms),
        _ => {
            let area = width * length;
            // Roughly what the area holds: a bedroom per 350 sq ft beyond the first 300, at most five.
            let fits = (((area - 300.0) / 350.0).floor().max(0.0) as u32).min(5);
            let bedrooms = fits.min(model.bedrooms + 1).max(model.bedrooms.saturating_sub(1));
            (bedrooms, (bedrooms.div_ceil(2)).max(1))
        }
    };
    let fix_price = if model.fix_price > 0.0 {
        (model.fix_price * (width * length) / (model.width * model.length) / 500.0).round() * 500.0
    } else {
        0.0
    };
    PlanSpec { width, length, bedrooms, bathrooms, fix_price, ..*model }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_stay_of_their_kind_and_near_their_model() {
        let mut rng = SeedRng::new(1);
        for model in &PLANS {
            let variant = vary(model, &mut rng);
            assert_eq!(variant.kind, model.kind);
            assert!(variant.width >= model.width * 0.79 && variant.width <= model.width * 1.26, "{}", model.title);
            assert!(variant.bedrooms <= 5);
            if model.kind != Kind::Shed {
                assert!(variant.bathrooms >= 1);
            }
            assert_eq!(variant.fix_price > 0.0, model.fix_price > 0.0);
        }
    }
}
