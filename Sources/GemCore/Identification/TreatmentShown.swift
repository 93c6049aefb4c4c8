/// A treatment an inclusion read shows, if the stone is a given
/// candidate: a trace only the treatment leaves (``Gem/treatmentTraces``),
/// such as a filler's flash effect in a fracture-filled diamond.
public struct TreatmentShown: Sendable {
  /// The candidate that would be treated.
  public let candidate: Candidate
  /// The treatment, as the catalog's `treatments` name it (`fracture filling`).
  public let treatment: String
  /// The inclusion word read that shows it (`flash effect`).
  public let inclusion: String
}

extension Identification {
  /// The treatments the inclusions read show in the first `shown` candidates.
  ///
  /// A trace counts for a candidate whose lead's entry lists the treatment
  /// that leaves it, and not the word among its own inclusions: a
  /// lead-glass-filled ruby is a filled stone by name, and needs no note.
  ///
  /// - Parameter shown: How many candidates are shown.
  /// - Returns: Each candidate's treatments shown, in the candidates' order.
  public func treatmentsShown(shown: Int) -> [TreatmentShown] {
    let read = measurements.words(of: .inclusions)
    let traces = Gem.treatmentTraces.filter { trace in read.contains { $0 == trace.inclusion } }
    guard !traces.isEmpty else { return [] }
    return candidates.prefix(shown).flatMap { candidate in
      let treatments = candidate.lead.treatmentsListed
      let listed = candidate.lead[.inclusions] ?? []
      return traces.filter { treatments.contains($0.treatment) && !listed.contains($0.inclusion) }.map { trace in
        TreatmentShown(candidate: candidate, treatment: trace.treatment, inclusion: trace.inclusion)
      }
    }
  }
}
